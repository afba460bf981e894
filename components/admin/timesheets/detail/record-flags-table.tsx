"use client";

import { Flag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useFlagRecord } from "@/hooks/use-admin-timesheet-actions";
import { formatDate } from "@/lib/format/date";
import { rateUnit, timeAmountLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { cn } from "@/lib/cn";
import { useRunAction } from "./use-run-action";

/** The fee records, each with its flag toggle (administrators flag a record for attention). */
export function RecordFlagsTable({ timesheet, canFlag }: { timesheet: TimesheetDetail; canFlag: boolean }) {
  const flag = useFlagRecord(timesheet.id);
  const run = useRunAction();
  const records = timesheet.timesheetRecords;
  if (records.length === 0) {
    return (
      <EmptyState
        title="No work logged"
        description={`The contractor has not logged any work for ${timesheet.billingPeriod.name}. Once the month is over the timesheet is due: the contractor settles it, or says they did not work.`}
      />
    );
  }
  return (
    <Table aria-label={`Work logged in ${timesheet.billingPeriod.name}`} containerClassName="max-h-96">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Work summary</TableHead>
          <TableHead>Counterpart</TableHead>
          <TableHead className="text-right">Time</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead>
            <span className="sr-only">Flag</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => {
          const name = `the record of ${formatDate(record.date)}`;
          return (
            <TableRow key={record.id} data-state={record.flagged ? "selected" : undefined}>
              <TableCell className="whitespace-nowrap tabular-nums">{formatDate(record.date)}</TableCell>
              <TableCell>{record.workSummary || <span className="text-muted-foreground">—</span>}</TableCell>
              <TableCell>{record.counterPart || <span className="text-muted-foreground">—</span>}</TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">{timeAmountLabel(record.timeAmount, record.timeUnit)}</TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {formatMoney(record.rate.amount, record.rate.currency)} {rateUnit(record.rate.frequency)}
              </TableCell>
              <TableCell className="w-10">
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-pressed={record.flagged}
                  aria-label={record.flagged ? `Unflag ${name}` : `Flag ${name}`}
                  disabled={!canFlag || flag.isPending}
                  onClick={() =>
                    void run("Could not change the flag", record.flagged ? "Flag removed" : "Record flagged", () =>
                      flag.mutateAsync({ recordId: record.id, flagged: !record.flagged, version: record.version }),
                    )
                  }
                >
                  <Flag aria-hidden="true" className={cn(record.flagged && "fill-current text-status-contested")} />
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
