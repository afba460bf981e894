"use client";

import { Flag } from "lucide-react";
import { MoneyAmount } from "@/components/money/money-amount";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format/date";
import { rateUnit, timeAmountLabel } from "@/lib/format/labels";

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

const COLUMNS: ColumnDef<WorkRecordItem>[] = [
  {
    id: "date",
    header: "Date",
    meta: { className: "whitespace-nowrap tabular-nums" },
    cell: ({ row }) => (
      <>
        {formatDate(row.original.date)}
        {row.original.flagged ? <Flag aria-label="Flagged" role="img" className="ml-1.5 inline size-3 text-status-contested" /> : null}
      </>
    ),
  },
  { id: "workSummary", header: "Work summary", cell: ({ row }) => row.original.workSummary || <span className="text-muted-foreground">—</span> },
  { id: "counterPart", header: "Counterpart", cell: ({ row }) => row.original.counterPart || <span className="text-muted-foreground">—</span> },
  {
    id: "amount",
    header: "Amount",
    meta: { className: "whitespace-nowrap text-right tabular-nums" },
    cell: ({ row }) => timeAmountLabel(row.original.timeAmount, row.original.timeUnit),
  },
  {
    id: "rate",
    header: "Rate",
    meta: { className: "whitespace-nowrap text-right tabular-nums" },
    cell: ({ row }) => (
      <>
        <MoneyAmount amount={row.original.rate.amount} currency={row.original.rate.currency} /> per {rateUnit(row.original.rate.frequency)}
      </>
    ),
  },
];

/** The work logged on a timesheet, by date, with the rate each day is paid at (read-only). */
export function WorkRecordsTable({ records, ariaLabel, empty }: WorkRecordsTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      data={records}
      getRowId={(record) => record.id}
      caption={ariaLabel}
      manualSorting
      empty={<EmptyState title={empty.title} description={empty.description} />}
      containerClassName="max-h-96"
      scrollLabel={ariaLabel}
    />
  );
}
