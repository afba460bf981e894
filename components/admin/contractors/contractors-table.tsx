"use client";

import { Users } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { matchesQuery, SearchInput } from "@/components/admin/search-input";
import { Badge } from "@/components/ui/badge";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { formatTimestamp } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import type { ContractorListItem } from "@/lib/schemas/contractors";
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

/** The Users screen: invite, resend, working days, deactivate and reactivate. */
export function ContractorsTable({ contractors, timeZone, hasProjects }: { contractors: readonly ContractorListItem[]; timeZone: string; hasProjects: boolean }) {
  const [query, setQuery] = useState("");
  const shown = useMemo(
    () => contractors.filter((c) => matchesQuery(query, c.name, c.email, ...c.projects.map((p) => p.name))),
    [contractors, query],
  );
  const cols = useMemo(() => columns(timeZone), [timeZone]);
  if (contractors.length === 0) {
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
        <SearchInput label="Search contractors" value={query} onChange={setQuery} />
        <InviteContractorDialog />
      </div>
      <DataTable
        columns={cols}
        data={shown}
        getRowId={(c) => c.id}
        caption="Contractors"
        empty={<EmptyState title="No contractor matches" description="Try another name, e-mail or project, or clear the search." />}
      />
    </div>
  );
}
