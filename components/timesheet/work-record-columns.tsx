"use client";

import { Flag } from "lucide-react";
import { MoneyAmount } from "@/components/money/money-amount";
import type { ColumnDef } from "@/components/ui/data-table";
import { formatDate } from "@/lib/format/date";
import { rateUnit, timeAmountLabel } from "@/lib/format/labels";

/** What a work record shows in any table: the contractor's, the administrator's and the reviewer's. */
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

const dash = <span className="text-muted-foreground">—</span>;

export interface WorkRecordColumnsOptions {
  /** Marks a flagged record beside its date, for tables without a flag column of their own. */
  flagInDate?: boolean;
}

/**
 * Date, work summary, counterpart, time and rate: the columns every table of work records starts
 * with, worded and formatted once; a screen adds its own columns after them.
 */
export function workRecordColumns<T extends WorkRecordItem>({ flagInDate = false }: WorkRecordColumnsOptions = {}): ColumnDef<T>[] {
  return [
    {
      id: "date",
      header: "Date",
      meta: { className: "whitespace-nowrap tabular-nums" },
      cell: ({ row }) => (
        <>
          {formatDate(row.original.date)}
          {flagInDate && row.original.flagged ? <Flag aria-label="Flagged" role="img" className="ml-1.5 inline size-3 text-status-contested" /> : null}
        </>
      ),
    },
    { id: "workSummary", header: "Work summary", meta: { className: "max-w-80 break-words" }, cell: ({ row }) => row.original.workSummary || dash },
    { id: "counterPart", header: "Counterpart", cell: ({ row }) => row.original.counterPart || dash },
    {
      id: "time",
      header: "Time",
      meta: { className: "whitespace-nowrap text-right tabular-nums" },
      cell: ({ row }) => timeAmountLabel(row.original.timeAmount, row.original.timeUnit),
    },
    {
      id: "rate",
      header: "Rate",
      meta: { className: "whitespace-nowrap text-right tabular-nums" },
      cell: ({ row }) => (
        <>
          <MoneyAmount amount={row.original.rate.amount} currency={row.original.rate.currency} /> / {rateUnit(row.original.rate.frequency)}
        </>
      ),
    },
  ];
}
