"use client";

import { useTranslations } from "next-intl";
import { MonthBars } from "@/components/charts/month-bars";
import { useFormat } from "@/hooks/use-format";

export interface SettledChartMonth {
  period: string;
  name: string;
  fee: string;
  expenses: string;
  bonus: string;
}

const SERIES = [
  { key: "fee", color: "var(--primary)" },
  { key: "expenses", color: "var(--status-approved)" },
  { key: "bonus", color: "var(--status-submitted)" },
] as const;

/** Settled amounts of one currency per month, stacked by component. */
export function SettledChart({ currency, months }: { currency: string; months: readonly SettledChartMonth[] }) {
  const t = useTranslations("admin.dashboard");
  const format = useFormat();
  return (
    <MonthBars
      title={t("settled.chartTitle", { currency })}
      currency={currency}
      series={SERIES.map((entry) => ({ ...entry, label: t(`components.${entry.key}`) }))}
      months={months.map(({ period, fee, expenses, bonus }) => ({ period, name: format.month(period), amounts: { fee, expenses, bonus } }))}
    />
  );
}
