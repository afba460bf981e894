import { FolderKanban } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateRange } from "@/lib/format/date";

export interface ProjectItem {
  id: string;
  name: string;
  clientName: string;
  startDate: string | null;
  endDate: string | null;
  archivedAt: string | null;
  contractorCount: number;
  reviewers: readonly string[];
  openTimesheetCount: number;
}

const linkClasses = "underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** Every project: its client, dates, people and how many timesheets are still open. */
export function ProjectsTable({ projects }: { projects: readonly ProjectItem[] }) {
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={FolderKanban}
        title="No projects yet"
        description="A project belongs to a client and has contractors engaged on it. Add a client first, then its projects; they are listed here."
      />
    );
  }
  return (
    <Table aria-label="Projects">
      <TableHeader>
        <TableRow>
          <TableHead>Project</TableHead>
          <TableHead>Client</TableHead>
          <TableHead>Dates</TableHead>
          <TableHead className="text-right">Contractors</TableHead>
          <TableHead>Reviewers</TableHead>
          <TableHead className="text-right">Open timesheets</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {projects.map((project) => (
          <TableRow key={project.id}>
            <TableCell>
              <Link href={`/admin/projects/${project.id}`} className={`font-medium text-primary ${linkClasses}`}>
                {project.name}
              </Link>
              {project.archivedAt ? (
                <Badge variant="outline" className="ml-2">
                  Archived
                </Badge>
              ) : null}
            </TableCell>
            <TableCell>{project.clientName}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {formatDateRange(project.startDate, project.endDate)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{project.contractorCount}</TableCell>
            <TableCell>
              {project.reviewers.length > 0 ? project.reviewers.join(", ") : <span className="text-muted-foreground">None yet</span>}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {project.openTimesheetCount > 0 ? (
                <Link
                  href={`/admin/timesheets?project=${project.id}`}
                  className={linkClasses}
                  aria-label={`${project.openTimesheetCount} open timesheets on ${project.name}: show the project's timesheets`}
                >
                  {project.openTimesheetCount}
                </Link>
              ) : (
                0
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
