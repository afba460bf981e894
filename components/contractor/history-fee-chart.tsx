"use client";

import { MonthBars } from "@/components/charts/month-bars";

export interface HistoryFeeSeries {
  currency: string;
  months: readonly { period: string; name: string; fee: string }[];
}

const SERIES = [{ key: "fee", label: "Fee", color: "var(--primary)" }] as const;

/** The fee of each month of one year that is over, one small chart per currency (usually one). */
export function HistoryFeeChart({ year, series }: { year: number; series: readonly HistoryFeeSeries[] }) {
  if (series.length === 0) return null;
  return (
    <section aria-label={`Fees per month in ${year}`} className="grid gap-6 rounded-md border p-4 xl:grid-cols-2">
      {series.map((entry) => (
        <MonthBars
          key={entry.currency}
          title={`Fees per month in ${year} (${entry.currency})`}
          currency={entry.currency}
          series={SERIES}
          months={entry.months.map(({ period, name, fee }) => ({ period, name, amounts: { fee } }))}
        />
      ))}
    </section>
  );
}
