"use client";

import { Users } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { SearchInput } from "@/components/ui/search-input";
import { Badge } from "@/components/ui/badge";
import { actionsColumn, SearchTable, timestampColumn, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useLoadMore } from "@/components/ui/load-more";
import { RecordLink } from "@/components/ui/record-link";
import { useContractorPages } from "@/hooks/use-contractors";
import { useFormat } from "@/hooks/use-format";
import type { ContractorListItem } from "@/lib/schemas/contractors";
import type { Page } from "@/lib/schemas/paging";
import { ContractorAccessButton } from "./contractor-access-button";
import { InviteContractorDialog } from "./invite-contractor-dialog";
import { ResendInvitationButton } from "./resend-invitation-button";
import { WorkingDaysDialog } from "./working-days-dialog";
import { workingDaysLabel } from "./working-days-label";

function useColumns(timeZone: string): ColumnDef<ContractorListItem>[] {
  const t = useTranslations("admin.contractors");
  const enums = useTranslations("enums");
  const format = useFormat();
  return useMemo(() => [
    {
      accessorKey: "name",
      header: t("list.name"),
      cell: ({ row }) => <RecordLink href={`/admin/contractors/${row.original.id}`}>{row.original.name}</RecordLink>,
    },
    { accessorKey: "email", header: t("list.email"), meta: { className: "text-muted-foreground" } },
    {
      id: "status",
      accessorFn: (c) => `${c.active ? "" : "z"}${c.status}`,
      header: t("list.status"),
      cell: ({ row }) => (
        <span className="flex items-center gap-1.5">
          <Badge variant={row.original.status === "REGISTERED" ? "secondary" : "outline"}>{enums(`contractorStatus.${row.original.status}`)}</Badge>
          {row.original.active ? null : <Badge variant="destructive">{t("deactivated")}</Badge>}
        </span>
      ),
    },
    {
      id: "workingDays",
      accessorFn: (c) => workingDaysLabel(c.workingDays, (day) => enums(`weekdayShort.${day}`), t("notSet")),
      header: t("list.workingDays"),
      enableSorting: false,
      meta: { className: "whitespace-nowrap tabular-nums" },
    },
    {
      id: "projects",
      accessorFn: (c) => c.projects.map((p) => p.name).join(", "),
      header: t("list.projects"),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.projects.length === 0 ? (
          <span className="text-muted-foreground">{t("list.notOnProject")}</span>
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
    timestampColumn<ContractorListItem>({ id: "lastActivity", header: t("list.lastActivity"), at: (c) => c.lastActivityAt, none: t("never"), format, timeZone, className: "whitespace-nowrap text-muted-foreground" }),
    actionsColumn<ContractorListItem>(({ row }) => (
      <span className="flex justify-end gap-1">
        {row.original.status === "INVITED" && row.original.active ? <ResendInvitationButton contractor={row.original} /> : null}
        <WorkingDaysDialog contractor={row.original} />
        <ContractorAccessButton contractor={row.original} />
      </span>
    ), "w-28"),
  ], [t, enums, format, timeZone]);
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
  const t = useTranslations("admin.contractors.list");
  const cols = useColumns(timeZone);
  const more = useLoadMore(pages, t("loadMoreWhat"));

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
        title={t("emptyTitle")}
        description={hasProjects ? t("emptyWithProjects") : t("emptyWithoutProjects")}
        action={<InviteContractorDialog />}
      />
    );
  }
  return (
    <SearchTable
      search={<SearchInput label={t("search")} value={typed} onChange={setTyped} />}
      add={<InviteContractorDialog />}
      columns={cols}
      data={rows}
      caption={t("caption")}
      manualSorting
      noMatch={{ title: t("noMatchTitle"), description: t("noMatchDescription") }}
      more={more}
    />
  );
}
