"use client";

import { FolderKanban, Plus } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { SearchInput } from "@/components/admin/search-input";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useLoadMore } from "@/components/ui/load-more";
import { useProjectPages, type ProjectListFilters } from "@/hooks/use-projects";
import { formatDateRange } from "@/lib/format/date";
import type { Page } from "@/lib/schemas/paging";
import type { ProjectListItem } from "@/lib/schemas/projects";
import { ProjectFormDialog } from "./project-form-dialog";

type Reference = { id: string; name: string };

const linkClasses = "underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

const columns: ColumnDef<ProjectListItem>[] = [
  {
    accessorKey: "name",
    header: "Project",
    cell: ({ row }) => (
      <>
        <Link href={`/admin/projects/${row.original.id}`} className={`font-medium text-primary ${linkClasses}`}>
          {row.original.name}
        </Link>
        {row.original.archivedAt ? (
          <Badge variant="outline" className="ml-2">
            Archived
          </Badge>
        ) : null}
      </>
    ),
  },
  { id: "client", accessorFn: (project) => project.client.name, header: "Client" },
  {
    id: "dates",
    accessorFn: (project) => project.startDate ?? "",
    header: "Dates",
    meta: { className: "whitespace-nowrap text-muted-foreground" },
    cell: ({ row }) => formatDateRange(row.original.startDate, row.original.endDate),
  },
  { accessorKey: "contractorsCount", header: "Contractors", meta: { className: "text-right tabular-nums" } },
  {
    id: "reviewers",
    accessorFn: (project) => project.reviewerNames.join(", "),
    header: "Reviewers",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.reviewerNames.length > 0 ? row.original.reviewerNames.join(", ") : <span className="text-muted-foreground">None yet</span>,
  },
  {
    accessorKey: "openTimesheetsCount",
    header: "Open timesheets",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) =>
      row.original.openTimesheetsCount > 0 ? (
        <Link
          href={`/admin/timesheets?project=${row.original.id}`}
          className={linkClasses}
          aria-label={`${row.original.openTimesheetsCount} open timesheets on ${row.original.name}: show the project's timesheets`}
        >
          {row.original.openTimesheetsCount}
        </Link>
      ) : (
        0
      ),
  },
];

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
  const router = useRouter();
  const pathname = usePathname();
  const [typed, setTyped] = useState(filters.q);
  // Ticked at once, while the page for the new URL is read.
  const [showArchived, setShowArchived] = useState(filters.includeArchived);
  const pages = useProjectPages(filters, firstPage);
  const rows = useMemo(() => (pages.data?.pages ?? [firstPage]).flatMap((page) => page.data), [pages.data, firstPage]);
  const more = useLoadMore(pages, "projects");
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
        <Button>
          <Plus aria-hidden="true" />
          New project
        </Button>
      }
    />
  );
  if (clients.length === 0) {
    return (
      <EmptyState
        icon={FolderKanban}
        title="No projects yet"
        description="A project belongs to a client. Create your first client, then come back to add its project."
        action={
          <Link href="/admin/clients" className={buttonVariants()}>
            Go to Clients
          </Link>
        }
      />
    );
  }
  if (counts.total === 0 && !clientId) {
    return (
      <EmptyState
        icon={FolderKanban}
        title="No projects yet"
        description="Create a project for one of your clients. Then add a contractor to it with a rate, and invite them under Users."
        action={newProject}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-4">
          <SearchInput label="Search projects" value={typed} onChange={setTyped} />
          {counts.archived > 0 ? (
            <CheckboxField
              id="show-archived"
              label={`Show archived (${counts.archived})`}
              checked={showArchived}
              onCheckedChange={(checked) => {
                setShowArchived(checked);
                router.replace(projectsUrl(pathname, { ...filters, q: typed.trim(), includeArchived: checked }), { scroll: false });
              }}
            />
          ) : null}
          {clientId ? (
            <Link href={projectsUrl(pathname, { ...filters, clientId: undefined })} className="text-sm text-primary underline-offset-4 hover:underline">
              Showing one client: show all
            </Link>
          ) : null}
        </div>
        {newProject}
      </div>
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(project) => project.id}
        caption="Projects"
        manualSorting
        empty={<EmptyState title="No project matches" description="Clear the search, or tick “Show archived” to include archived projects." />}
        more={more}
      />
    </div>
  );
}
