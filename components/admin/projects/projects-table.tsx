"use client";

import { FolderKanban } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { SearchInput } from "@/components/ui/search-input";
import { AddButton } from "@/components/ui/add-button";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox";
import { SearchTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useLoadMore } from "@/components/ui/load-more";
import { useFormat } from "@/hooks/use-format";
import { useProjectPages, type ProjectListFilters } from "@/hooks/use-projects";
import type { Page } from "@/lib/schemas/paging";
import type { ProjectListItem } from "@/lib/schemas/projects";
import { ProjectFormDialog } from "./project-form-dialog";

type Reference = { id: string; name: string };

const linkClasses = "underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

function useColumns(): ColumnDef<ProjectListItem>[] {
  const t = useTranslations("admin.projects");
  const shared = useTranslations("admin.shared");
  const format = useFormat();
  return useMemo(
    () => [
      {
        accessorKey: "name",
        header: t("list.project"),
        cell: ({ row }) => (
          <>
            <Link href={`/admin/projects/${row.original.id}`} className={`font-medium text-primary ${linkClasses}`}>
              {row.original.name}
            </Link>
            {row.original.archivedAt ? (
              <Badge variant="outline" className="ml-2">
                {t("archived")}
              </Badge>
            ) : null}
          </>
        ),
      },
      { id: "client", accessorFn: (project) => project.client.name, header: t("list.client") },
      {
        id: "dates",
        accessorFn: (project) => project.startDate ?? "",
        header: t("list.dates"),
        meta: { className: "whitespace-nowrap text-muted-foreground" },
        cell: ({ row }) => format.dateRange(row.original.startDate, row.original.endDate, shared("ongoing")),
      },
      { accessorKey: "contractorsCount", header: t("list.contractors"), meta: { className: "text-right tabular-nums" } },
      {
        id: "reviewers",
        accessorFn: (project) => project.reviewerNames.join(", "),
        header: t("list.reviewers"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.reviewerNames.length > 0 ? row.original.reviewerNames.join(", ") : <span className="text-muted-foreground">{t("list.noneYet")}</span>,
      },
      {
        accessorKey: "openTimesheetsCount",
        header: t("list.openTimesheets"),
        meta: { className: "text-right tabular-nums" },
        cell: ({ row }) =>
          row.original.openTimesheetsCount > 0 ? (
            <Link
              href={`/admin/timesheets?project=${row.original.id}`}
              className={linkClasses}
              aria-label={t("list.openLink", { count: row.original.openTimesheetsCount, project: row.original.name })}
            >
              {row.original.openTimesheetsCount}
            </Link>
          ) : (
            0
          ),
      },
    ],
    [t, shared, format],
  );
}

export interface ProjectsTableProps {
  /** The first page for `filters`, rendered by the server; more load from GET /api/projects. */
  firstPage: Page<ProjectListItem>;
  /** What the page was rendered for: ?q=, ?client= (from the Clients screen) and ?archived=true. */
  filters: ProjectListFilters;
  /** How many projects there are (of the client, when narrowed to one) and how many are archived. */
  counts: { total: number; archived: number };
  clients: readonly Reference[];
  invoicingEntities: readonly Reference[];
}

/** The URL of the Projects page for these filters: they live there, so a reload or a shared link keeps them. */
function projectsUrl(pathname: string, { q, clientId, includeArchived }: ProjectListFilters): string {
  const params = new URLSearchParams();
  if (q !== "") params.set("q", q);
  if (clientId) params.set("client", clientId);
  if (includeArchived) params.set("archived", "true");
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * The projects, paged by name on the server and searched there (project, client and reviewer
 * names), so the page costs the same at any size; "Show archived" and the search live in the URL,
 * the search applied after a pause in typing. "New project" opens the form.
 */
export function ProjectsTable({ firstPage, filters, counts, clients, invoicingEntities }: ProjectsTableProps) {
  const t = useTranslations("admin.projects.list");
  const columns = useColumns();
  const router = useRouter();
  const pathname = usePathname();
  const [typed, setTyped] = useState(filters.q);
  // Ticked at once, while the page for the new URL is read.
  const [showArchived, setShowArchived] = useState(filters.includeArchived);
  const pages = useProjectPages(filters, firstPage);
  const rows = useMemo(() => (pages.data?.pages ?? [firstPage]).flatMap((page) => page.data), [pages.data, firstPage]);
  const more = useLoadMore(pages, t("loadMoreWhat"));
  const clientId = filters.clientId;

  // The search reaches the URL (and the server) once typing pauses; the box keeps what is typed.
  useEffect(() => {
    const next = typed.trim();
    if (next === filters.q) return;
    const timer = setTimeout(() => router.replace(projectsUrl(pathname, { ...filters, q: next }), { scroll: false }), 300);
    return () => clearTimeout(timer);
  }, [typed, filters, router, pathname]);

  const newProject = (
    <ProjectFormDialog
      clients={clients}
      invoicingEntities={invoicingEntities}
      trigger={
        <AddButton variant="default" size="default">
          {t("newProject")}
        </AddButton>
      }
    />
  );
  if (clients.length === 0) {
    return (
      <EmptyState
        icon={FolderKanban}
        title={t("emptyTitle")}
        description={t("emptyNoClients")}
        action={
          <Link href="/admin/clients" className={buttonVariants()}>
            {t("goToClients")}
          </Link>
        }
      />
    );
  }
  if (counts.total === 0 && !clientId) {
    return (
      <EmptyState
        icon={FolderKanban}
        title={t("emptyTitle")}
        description={t("emptyDescription")}
        action={newProject}
      />
    );
  }
  const search = (
    <div className="flex items-center gap-4">
      <SearchInput label={t("search")} value={typed} onChange={setTyped} />
      {counts.archived > 0 ? (
        <CheckboxField
          id="show-archived"
          label={t("showArchived", { count: counts.archived })}
          checked={showArchived}
          onCheckedChange={(checked) => {
            setShowArchived(checked);
            router.replace(projectsUrl(pathname, { ...filters, q: typed.trim(), includeArchived: checked }), { scroll: false });
          }}
        />
      ) : null}
      {clientId ? (
        <Link href={projectsUrl(pathname, { ...filters, clientId: undefined })} className="text-sm text-primary underline-offset-4 hover:underline">
          {t("oneClient")}
        </Link>
      ) : null}
    </div>
  );
  return (
    <SearchTable
      search={search}
      add={newProject}
      columns={columns}
      data={rows}
      caption={t("caption")}
      manualSorting
      noMatch={{ title: t("noMatchTitle"), description: t("noMatchDescription") }}
      more={more}
    />
  );
}
