"use client";

import { useTranslations } from "next-intl";
import { MonthBars } from "@/components/charts/month-bars";

export interface HistoryFeeSeries {
  currency: string;
  months: readonly { period: string; name: string; fee: string }[];
}


/** The fee of each month of one year that is over, one small chart per currency (usually one). */
export function HistoryFeeChart({ year, series }: { year: number; series: readonly HistoryFeeSeries[] }) {
  const t = useTranslations("contractor.history");
  if (series.length === 0) return null;
  const bars = [{ key: "fee", label: t("fee"), color: "var(--primary)" }] as const;
  return (
    <section aria-label={t("chart", { year })} className="grid gap-6 rounded-md border p-4 xl:grid-cols-2">
      {series.map((entry) => (
        <MonthBars
          key={entry.currency}
          title={t("chartTitle", { year, currency: entry.currency })}
          currency={entry.currency}
          series={bars}
          months={entry.months.map(({ period, name, fee }) => ({ period, name, amounts: { fee } }))}
        />
      ))}
    </section>
  );
}
