"use client";

import { MonthBars } from "@/components/charts/month-bars";

export interface SettledChartMonth {
  period: string;
  name: string;
  fee: string;
  expenses: string;
  bonus: string;
}

const SERIES = [
  { key: "fee", label: "Fee", color: "var(--primary)" },
  { key: "expenses", label: "Expenses", color: "var(--status-approved)" },
  { key: "bonus", label: "Bonus", color: "var(--status-submitted)" },
] as const;

/** Settled amounts of one currency per month, stacked by component. */
export function SettledChart({ currency, months }: { currency: string; months: readonly SettledChartMonth[] }) {
  return (
    <MonthBars
      title={`Settled per month in ${currency}`}
      currency={currency}
      series={SERIES}
      months={months.map(({ period, name, fee, expenses, bonus }) => ({ period, name, amounts: { fee, expenses, bonus } }))}
    />
  );
}
