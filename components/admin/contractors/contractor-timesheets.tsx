import { CalendarRange } from "lucide-react";
import Link from "next/link";
import { ComponentStatusList, TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ContractorDetails } from "@/lib/schemas/contractors";

/** The contractor's latest timesheets; each opens in the admin timesheets screen. */
export function ContractorTimesheets({ contractorId, timesheets }: { contractorId: string; timesheets: ContractorDetails["timesheets"] }) {
  if (timesheets.total === 0) {
    return (
      <EmptyState
        icon={CalendarRange}
        title="No timesheets yet"
        description="A timesheet opens every month once the contractor is on a project with a rate."
      />
    );
  }
  return (
    <Table>
      <caption className="sr-only">Latest timesheets</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Period</TableHead>
          <TableHead>Project</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Fee, expenses, bonus</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {timesheets.recent.map((timesheet) => (
          <TableRow key={timesheet.id}>
            <TableCell>
              <Link href={`/admin/timesheets?contractor=${contractorId}&timesheetId=${timesheet.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {timesheet.billingPeriod.name}
              </Link>
            </TableCell>
            <TableCell>{timesheet.project.name}</TableCell>
            <TableCell>
              <TimesheetStatusBadge status={timesheet.status} />
            </TableCell>
            <TableCell>
              <ComponentStatusList feeStatus={timesheet.feeStatus} expensesStatus={timesheet.expensesStatus} bonusStatus={timesheet.bonusStatus} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
