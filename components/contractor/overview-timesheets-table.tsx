import { Flag } from "lucide-react";
import { ComponentStatusBadge, TimesheetStatusBadge } from "@/components/admin/status-badges";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export interface OverviewTimesheet {
  id: string;
  periodName: string;
  status: string;
  feeStatus: string;
  expensesStatus: string;
  bonusStatus: string;
  flagged: boolean;
}

export interface OverviewTimesheetsTableProps {
  projectName: string;
  /** Oldest first, as the domain lists them; shown latest first. */
  timesheets: readonly OverviewTimesheet[];
  /** The domain's default choice, marked "Up next" when there is something to do. */
  upNextId?: string;
  /** The highlighted row. */
  selectedId?: string;
}

/** A project's visible months with the timesheet status and the three component statuses. Read-only. */
export function OverviewTimesheetsTable({ projectName, timesheets, upNextId, selectedId }: OverviewTimesheetsTableProps) {
  return (
    <Table aria-label={`Timesheets of ${projectName}`} containerClassName="max-h-[28rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Period</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Fee</TableHead>
          <TableHead>Expenses</TableHead>
          <TableHead>Bonus</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...timesheets].reverse().map((timesheet) => {
          const selected = timesheet.id === selectedId;
          return (
            <TableRow key={timesheet.id} data-state={selected ? "selected" : undefined} aria-current={selected ? "true" : undefined}>
              <TableCell className="whitespace-nowrap font-medium">
                {timesheet.periodName}
                {timesheet.id === upNextId ? <Badge className="ml-2">Up next</Badge> : null}
                {timesheet.flagged ? (
                  <Flag aria-label="Flagged" role="img" className="ml-2 inline size-3.5 text-status-contested" />
                ) : null}
              </TableCell>
              <TableCell>
                <TimesheetStatusBadge status={timesheet.status} />
              </TableCell>
              <TableCell>
                <ComponentStatusBadge status={timesheet.feeStatus} />
              </TableCell>
              <TableCell>
                <ComponentStatusBadge status={timesheet.expensesStatus} />
              </TableCell>
              <TableCell>
                <ComponentStatusBadge status={timesheet.bonusStatus} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
