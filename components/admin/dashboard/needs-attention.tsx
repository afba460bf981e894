import { CircleCheck } from "lucide-react";
import type { TimesheetStatus } from "@/lib/domain/reference";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { timesheetStatusLabel } from "@/lib/domain/statuses";
import { TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";

export interface AttentionTimesheet {
  id: string;
  contractorName: string;
  projectName: string;
  periodName: string;
  status: TimesheetStatus;
  flagged: boolean;
}

export interface AttentionGroupProps {
  status: TimesheetStatus;
  /** How many timesheets the group holds; `timesheets` are its first rows only. */
  count: number;
  timesheets: readonly AttentionTimesheet[];
}

export interface NeedsAttentionProps {
  groups: readonly AttentionGroupProps[];
}

/** The dashboard filter's timesheets, one table per status, each row opening the detail. */
export function NeedsAttention({ groups }: NeedsAttentionProps) {
  return (
    <section aria-labelledby="needs-attention-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h2 id="needs-attention-heading" className="text-sm font-semibold">
          Needs attention
        </h2>
        <p className="text-xs text-muted-foreground">
          Due, contested and submitted timesheets of any month, and everything else from the last two months on.
        </p>
      </div>
      {groups.length === 0 ? (
        <EmptyState
          icon={CircleCheck}
          title="Nothing needs attention"
          description="No timesheet is due, contested or waiting for review. New months appear here when they open."
        />
      ) : (
        groups.map((group) => <AttentionGroup key={group.status} {...group} />)
      )}
    </section>
  );
}

function AttentionGroup({ status, count, timesheets }: AttentionGroupProps) {
  const label = timesheetStatusLabel(status);
  const headingId = `attention-${status.toLowerCase()}`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <h3 id={headingId} className="text-sm font-medium">
          {label}
        </h3>
        <span className="text-xs tabular-nums text-muted-foreground">{count}</span>
        {count > timesheets.length ? (
          <Link href={`/admin/timesheets?status=${status}`} className="ml-auto text-xs text-primary underline-offset-4 hover:underline">
            All {label.toLowerCase()} timesheets
          </Link>
        ) : null}
      </div>
      <Table aria-labelledby={headingId} containerClassName="max-h-none">
        <TableHeader>
          <TableRow>
            <TableHead className="w-1/3">Contractor</TableHead>
            <TableHead className="w-1/3">Project</TableHead>
            <TableHead>Period</TableHead>
            <TableHead className="text-right">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {timesheets.map((timesheet) => (
            <TableRow key={timesheet.id}>
              <TableCell>
                <Link
                  href={`/admin/timesheets?timesheetId=${timesheet.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {timesheet.contractorName}
                  <span className="sr-only">
                    , {timesheet.projectName}, {timesheet.periodName}
                  </span>
                </Link>
                {timesheet.flagged ? <span className="ml-2 text-xs text-status-contested">Flagged</span> : null}
              </TableCell>
              <TableCell>{timesheet.projectName}</TableCell>
              <TableCell className="whitespace-nowrap">{timesheet.periodName}</TableCell>
              <TableCell className="text-right">
                <TimesheetStatusBadge status={timesheet.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
