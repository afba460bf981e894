"use client";

import { Users } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { SearchInput } from "@/components/admin/search-input";
import { Badge } from "@/components/ui/badge";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useLoadMore } from "@/components/ui/load-more";
import { formatTimestamp } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import { useContractorPages } from "@/hooks/use-contractors";
import type { ContractorListItem } from "@/lib/schemas/contractors";
import type { Page } from "@/lib/schemas/paging";
import { ContractorAccessButton } from "./contractor-access-button";
import { InviteContractorDialog } from "./invite-contractor-dialog";
import { ResendInvitationButton } from "./resend-invitation-button";
import { WorkingDaysDialog } from "./working-days-dialog";
import { workingDaysLabel } from "./working-days-label";

function columns(timeZone: string): ColumnDef<ContractorListItem>[] {
  return [
    {
      accessorKey: "name",
      header: "Name",
      cell: ({ row }) => (
        <Link href={`/admin/contractors/${row.original.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {row.original.name}
        </Link>
      ),
    },
    { accessorKey: "email", header: "E-mail", meta: { className: "text-muted-foreground" } },
    {
      id: "status",
      accessorFn: (c) => `${c.active ? "" : "z"}${c.status}`,
      header: "Status",
      cell: ({ row }) => (
        <span className="flex items-center gap-1.5">
          <Badge variant={row.original.status === "REGISTERED" ? "secondary" : "outline"}>{enumLabel(row.original.status)}</Badge>
          {row.original.active ? null : <Badge variant="destructive">Deactivated</Badge>}
        </span>
      ),
    },
    {
      id: "workingDays",
      accessorFn: (c) => workingDaysLabel(c.workingDays),
      header: "Working days",
      enableSorting: false,
      meta: { className: "whitespace-nowrap tabular-nums" },
    },
    {
      id: "projects",
      accessorFn: (c) => c.projects.map((p) => p.name).join(", "),
      header: "Projects",
      enableSorting: false,
      cell: ({ row }) =>
        row.original.projects.length === 0 ? (
          <span className="text-muted-foreground">Not on a project yet</span>
        ) : (
          <ul className="flex flex-wrap gap-x-2 gap-y-0.5">
            {row.original.projects.map((project, index) => (
              <li key={project.id}>
                <Link href={`/admin/projects/${project.id}`} className="underline-offset-4 hover:underline">
                  {project.name}
                </Link>
                {index < row.original.projects.length - 1 ? "," : null}
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: "lastActivity",
      accessorFn: (c) => c.lastActivityAt ?? "",
      header: "Last activity",
      meta: { className: "whitespace-nowrap text-muted-foreground" },
      cell: ({ row }) => (row.original.lastActivityAt ? formatTimestamp(row.original.lastActivityAt, timeZone) : "Never"),
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      meta: { className: "w-28 text-right" },
      cell: ({ row }) => (
        <span className="flex justify-end gap-1">
          {row.original.status === "INVITED" && row.original.active ? <ResendInvitationButton contractor={row.original} /> : null}
          <WorkingDaysDialog contractor={row.original} />
          <ContractorAccessButton contractor={row.original} />
        </span>
      ),
    },
  ];
}

export interface ContractorsTableProps {
  /** The first page for `q`, rendered by the server; more load from GET /api/contractors. */
  firstPage: Page<ContractorListItem>;
  /** The search the page was rendered for (?q=). */
  q: string;
  /** How many contractors there are at all, for the empty state. */
  total: number;
  timeZone: string;
  hasProjects: boolean;
}

/**
 * The Users screen: invite, resend, working days, deactivate and reactivate. The list is paged by
 * name on the server and searched there (name, e-mail, project), so it costs the same at any size;
 * the search lives in the URL (?q=), typed into the box and applied after a pause.
 */
export function ContractorsTable({ firstPage, q, total, timeZone, hasProjects }: ContractorsTableProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [typed, setTyped] = useState(q);
  const pages = useContractorPages(q, firstPage);
  const rows = useMemo(() => (pages.data?.pages ?? [firstPage]).flatMap((page) => page.data), [pages.data, firstPage]);
  const cols = useMemo(() => columns(timeZone), [timeZone]);
  const more = useLoadMore(pages, "contractors");

  // The search reaches the URL (and the server) once typing pauses; the box keeps what is typed.
  useEffect(() => {
    const next = typed.trim();
    if (next === q) return;
    const timer = setTimeout(() => router.replace(next === "" ? pathname : `${pathname}?q=${encodeURIComponent(next)}`, { scroll: false }), 300);
    return () => clearTimeout(timer);
  }, [typed, q, router, pathname]);

  if (total === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No contractors yet"
        description={
          hasProjects
            ? "Invite your first contractor: they get an e-mail to choose a password. Then add them to a project with a rate."
            : "Invite your first contractor. To let them log work, also create a client and a project and add them to it with a rate."
        }
        action={<InviteContractorDialog />}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <SearchInput label="Search contractors" value={typed} onChange={setTyped} />
        <InviteContractorDialog />
      </div>
      <DataTable
        columns={cols}
        data={rows}
        getRowId={(c) => c.id}
        caption="Contractors"
        manualSorting
        empty={<EmptyState title="No contractor matches" description="Try another name, e-mail or project, or clear the search." />}
        more={more}
      />
    </div>
  );
}
