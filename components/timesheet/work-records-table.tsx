import { Flag } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/date";
import { rateUnit, timeAmountLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";

export interface WorkRecordItem {
  id: string;
  date: string;
  workSummary: string;
  counterPart: string;
  timeAmount: string;
  timeUnit: string;
  flagged?: boolean;
  rate: { frequency: string; amount: string; currency: string };
}

export interface WorkRecordsTableProps {
  records: readonly WorkRecordItem[];
  ariaLabel: string;
  /** What an empty month means to this reader, and what happens next. */
  empty: { title: string; description: string };
}

/** The work logged on a timesheet, by date, with the rate each day is paid at (read-only). */
export function WorkRecordsTable({ records, ariaLabel, empty }: WorkRecordsTableProps) {
  if (records.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <Table aria-label={ariaLabel} containerClassName="max-h-96" scrollLabel={ariaLabel}>
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
              {formatMoney(record.rate.amount, record.rate.currency)} per {rateUnit(record.rate.frequency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
