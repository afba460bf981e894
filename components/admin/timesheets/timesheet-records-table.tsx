import { Flag } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/date";
import { rateUnit, timeAmountLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";

export interface TimesheetRecordItem {
  id: string;
  date: string;
  workSummary: string;
  counterPart: string;
  timeAmount: string;
  timeUnit: string;
  flagged: boolean;
  rateFrequency: string;
  rateAmount: string;
  rateCurrency: string;
}

/** The work logged on a timesheet, by date. */
export function TimesheetRecordsTable({ records, periodName }: { records: readonly TimesheetRecordItem[]; periodName: string }) {
  if (records.length === 0) {
    return (
      <EmptyState
        title="No work logged"
        description={`The contractor has not logged any work for ${periodName}. If the month is over, the timesheet is due: the contractor settles it, or says they did not work.`}
      />
    );
  }
  return (
    <Table aria-label={`Work logged in ${periodName}`} containerClassName="max-h-96">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Work summary</TableHead>
          <TableHead>Counterpart</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id}>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatDate(record.date)}
              {record.flagged ? (
                <Flag aria-label="Flagged" role="img" className="ml-1.5 inline size-3 text-status-contested" />
              ) : null}
            </TableCell>
            <TableCell>{record.workSummary || <span className="text-muted-foreground">—</span>}</TableCell>
            <TableCell>{record.counterPart || <span className="text-muted-foreground">—</span>}</TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {timeAmountLabel(record.timeAmount, record.timeUnit)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {formatMoney(record.rateAmount, record.rateCurrency)} per {rateUnit(record.rateFrequency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
