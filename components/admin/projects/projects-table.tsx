"use client";

import { FolderKanban, Plus } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { matchesQuery, SearchInput } from "@/components/admin/search-input";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { formatDateRange } from "@/lib/format/date";
import { ProjectFormDialog } from "./project-form-dialog";

export interface ProjectItem {
  id: string;
  name: string;
  clientId: string;
  clientName: string;
  startDate: string | null;
  endDate: string | null;
  archivedAt: string | null;
  contractorCount: number;
  reviewers: readonly string[];
  openTimesheetCount: number;
}

type Reference = { id: string; name: string };

const linkClasses = "underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

const columns: ColumnDef<ProjectItem>[] = [
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
  { accessorKey: "clientName", header: "Client" },
  {
    id: "dates",
    accessorFn: (project) => project.startDate ?? "",
    header: "Dates",
    meta: { className: "whitespace-nowrap text-muted-foreground" },
    cell: ({ row }) => formatDateRange(row.original.startDate, row.original.endDate),
  },
  { accessorKey: "contractorCount", header: "Contractors", meta: { className: "text-right tabular-nums" } },
  {
    id: "reviewers",
    accessorFn: (project) => project.reviewers.join(", "),
    header: "Reviewers",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.reviewers.length > 0 ? row.original.reviewers.join(", ") : <span className="text-muted-foreground">None yet</span>,
  },
  {
    accessorKey: "openTimesheetCount",
    header: "Open timesheets",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) =>
      row.original.openTimesheetCount > 0 ? (
        <Link
          href={`/admin/timesheets?project=${row.original.id}`}
          className={linkClasses}
          aria-label={`${row.original.openTimesheetCount} open timesheets on ${row.original.name}: show the project's timesheets`}
        >
          {row.original.openTimesheetCount}
        </Link>
      ) : (
        0
      ),
  },
];

export interface ProjectsTableProps {
  projects: readonly ProjectItem[];
  clients: readonly Reference[];
  invoicingEntities: readonly Reference[];
  /** Narrows the list to one client (from the Clients screen). */
  clientId?: string;
}

/** Every project: search, archived ones on request, and "New project". */
export function ProjectsTable({ projects, clients, invoicingEntities, clientId }: ProjectsTableProps) {
  const [query, setQuery] = useState("");
  const [showArchived, setShowArchived] = useState(false);
  const archivedCount = projects.filter((project) => project.archivedAt).length;
  const shown = useMemo(
    () =>
      projects.filter(
        (project) =>
          (showArchived || !project.archivedAt) &&
          (!clientId || project.clientId === clientId) &&
          matchesQuery(query, project.name, project.clientName, ...project.reviewers),
      ),
    [projects, query, showArchived, clientId],
  );
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
  if (projects.length === 0) {
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
          <SearchInput label="Search projects" value={query} onChange={setQuery} />
          {archivedCount > 0 ? (
            <div className="flex items-center gap-2">
              <input
                id="show-archived"
                type="checkbox"
                className="size-4 accent-primary"
                checked={showArchived}
                onChange={(event) => setShowArchived(event.target.checked)}
              />
              <Label htmlFor="show-archived">Show archived ({archivedCount})</Label>
            </div>
          ) : null}
          {clientId ? (
            <Link href="/admin/projects" className="text-sm text-primary underline-offset-4 hover:underline">
              Showing one client: show all
            </Link>
          ) : null}
        </div>
        {newProject}
      </div>
      <DataTable
        columns={columns}
        data={shown}
        getRowId={(project) => project.id}
        caption="Projects"
        empty={<EmptyState title="No project matches" description="Clear the search, or tick “Show archived” to include archived projects." />}
      />
    </div>
  );
}
