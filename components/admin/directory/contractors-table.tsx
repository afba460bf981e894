import { Users } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { WEEKDAYS } from "@/lib/domain/reference";
import { countryLabel, enumLabel, weekdayShort } from "@/lib/format/labels";

export interface ContractorItem {
  id: string;
  name: string;
  email: string;
  active: boolean;
  status: string;
  workingDays: readonly string[];
  countryCode: string | null;
  projects: readonly { id: string; name: string }[];
}

/** Working days in calendar order (the week starts on Sunday), whatever order they were stored in. */
function workingDaysLabel(days: readonly string[]): string {
  const ordered = WEEKDAYS.filter((day) => days.includes(day));
  return ordered.length > 0 ? ordered.map(weekdayShort).join(" ") : "Not set";
}

/** The Users screen: each contractor's sign-up status, working days and projects. */
export function ContractorsTable({ contractors }: { contractors: readonly ContractorItem[] }) {
  if (contractors.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No contractors yet"
        description={
          <>
            Create a contractor account (for now with <code>npm run cli -- users:create --role SUBCONTRACTOR</code>), then
            engage them on a project.
          </>
        }
      />
    );
  }
  return (
    <Table aria-label="Contractors">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Working days</TableHead>
          <TableHead>Country</TableHead>
          <TableHead>Projects</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {contractors.map((contractor) => (
          <TableRow key={contractor.id}>
            <TableCell className="font-medium">
              <Link
                href={`/admin/timesheets?contractor=${contractor.id}`}
                className="text-primary underline-offset-4 hover:underline"
                aria-label={`${contractor.name}: show their timesheets`}
              >
                {contractor.name}
              </Link>
            </TableCell>
            <TableCell className="text-muted-foreground">{contractor.email}</TableCell>
            <TableCell>
              <span className="flex items-center gap-1.5">
                <Badge variant={contractor.status === "REGISTERED" ? "secondary" : "outline"}>{enumLabel(contractor.status)}</Badge>
                {contractor.active ? null : <Badge variant="destructive">Deactivated</Badge>}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{workingDaysLabel(contractor.workingDays)}</TableCell>
            <TableCell>{countryLabel(contractor.countryCode)}</TableCell>
            <TableCell>
              {contractor.projects.length === 0 ? (
                <span className="text-muted-foreground">Not engaged yet</span>
              ) : (
                <ul className="flex flex-wrap gap-x-2 gap-y-0.5">
                  {contractor.projects.map((project, index) => (
                    <li key={project.id}>
                      <Link href={`/admin/projects/${project.id}`} className="underline-offset-4 hover:underline">
                        {project.name}
                      </Link>
                      {index < contractor.projects.length - 1 ? "," : null}
                    </li>
                  ))}
                </ul>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
