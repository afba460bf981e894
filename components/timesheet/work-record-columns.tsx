"use client";

import { Flag } from "lucide-react";
import { useTranslations } from "next-intl";
import { MoneyAmount } from "@/components/money/money-amount";
import type { ColumnDef } from "@/components/ui/data-table";
import { ColumnWord, DateText, RateUnitText, TimeAmountText } from "./column-words";

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

function FlaggedMark() {
  const t = useTranslations("timesheet");
  return <Flag aria-label={t("flagged")} role="img" className="ml-1.5 inline size-3 text-status-contested" />;
}

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
      header: () => <ColumnWord name="date" />,
      meta: { className: "whitespace-nowrap tabular-nums" },
      cell: ({ row }) => (
        <>
          <DateText value={row.original.date} />
          {flagInDate && row.original.flagged ? <FlaggedMark /> : null}
        </>
      ),
    },
    { id: "workSummary", header: () => <ColumnWord name="workSummary" />, meta: { className: "max-w-80 break-words" }, cell: ({ row }) => row.original.workSummary || dash },
    { id: "counterPart", header: () => <ColumnWord name="counterPart" />, cell: ({ row }) => row.original.counterPart || dash },
    {
      id: "time",
      header: () => <ColumnWord name="time" />,
      meta: { className: "whitespace-nowrap text-right tabular-nums" },
      cell: ({ row }) => <TimeAmountText amount={row.original.timeAmount} unit={row.original.timeUnit} />,
    },
    {
      id: "rate",
      header: () => <ColumnWord name="rate" />,
      meta: { className: "whitespace-nowrap text-right tabular-nums" },
      cell: ({ row }) => (
        <>
          <MoneyAmount amount={row.original.rate.amount} currency={row.original.rate.currency} /> / <RateUnitText frequency={row.original.rate.frequency} />
        </>
      ),
    },
  ];
}
