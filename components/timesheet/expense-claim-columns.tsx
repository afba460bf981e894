"use client";

import { MoneyAmount } from "@/components/money/money-amount";
import type { ColumnDef } from "@/components/ui/data-table";
import type { ReactNode } from "react";
import { CategoryText, ColumnWord, DateText, ExchangeRateText } from "./column-words";

/** What an expense claim shows in any table; the settled currency is read through `currencyOf`. */
export interface ExpenseClaimFields {
  id: string;
  date: string;
  category: string;
  details: string;
  amountInExpenseCurrency: string;
  expenseCurrency: string;
  exchangeRate: string;
  amount: string;
}

export interface ExpenseClaimColumnsOptions<T> {
  /** The currency `amount` is settled in (the API names it `originalCurrency`). */
  currencyOf: (expense: T) => string;
  /** The settled amount's header, e.g. "Amount (EUR)" where the screen knows the currency. */
  amountHeader?: ReactNode;
  /** Extra classes for the details cell (the contractor's table wraps long text). */
  detailsClassName?: string;
}

/**
 * Date, category, details, the amount paid, the exchange rate and the settled amount: the columns
 * every table of expenses starts with, worded and formatted once; a screen adds its own after them.
 */
export function expenseClaimColumns<T extends ExpenseClaimFields>({ currencyOf, amountHeader = <ColumnWord name="amount" />, detailsClassName }: ExpenseClaimColumnsOptions<T>): ColumnDef<T>[] {
  return [
    { id: "date", header: () => <ColumnWord name="date" />, meta: { className: "whitespace-nowrap tabular-nums" }, cell: ({ row }) => <DateText value={row.original.date} /> },
    { id: "category", header: () => <ColumnWord name="category" />, meta: { className: "whitespace-nowrap" }, cell: ({ row }) => <CategoryText category={row.original.category} /> },
    {
      id: "details",
      header: () => <ColumnWord name="details" />,
      meta: { className: detailsClassName },
      cell: ({ row }) => row.original.details || <span className="text-muted-foreground">—</span>,
    },
    {
      id: "amountPaid",
      header: () => <ColumnWord name="amountPaid" />,
      meta: { className: "whitespace-nowrap text-right tabular-nums" },
      cell: ({ row }) => <MoneyAmount amount={row.original.amountInExpenseCurrency} currency={row.original.expenseCurrency} />,
    },
    {
      id: "exchangeRate",
      header: () => <ColumnWord name="exchangeRate" />,
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) => <ExchangeRateText rate={row.original.exchangeRate} />,
    },
    {
      id: "amount",
      header: () => amountHeader,
      meta: { className: "whitespace-nowrap text-right font-medium tabular-nums" },
      cell: ({ row }) => <MoneyAmount amount={row.original.amount} currency={currencyOf(row.original)} />,
    },
  ];
}
