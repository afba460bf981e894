"use client";

import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { MoneyAmount } from "@/components/money/money-amount";
import { useFormat } from "@/hooks/use-format";

/** One bar (or one part of a stacked bar) per month. */
export interface MonthBarsSeries<K extends string> {
  key: K;
  label: string;
  color: string;
}

/** A month's amounts in one currency, as decimal strings, by series key. */
export interface MonthBarsMonth<K extends string> {
  /** yyyy-MM, the key of the month. */
  period: string;
  /** "March 2026": no longer shown, the month is named from `period` in the reader's language. */
  name?: string;
  amounts: Record<K, string>;
}

export interface MonthBarsProps<K extends string> {
  /** Shown over the chart and names it for screen readers. */
  title: string;
  currency: string;
  series: readonly MonthBarsSeries<K>[];
  months: readonly MonthBarsMonth<K>[];
}

/** The chart's height (the box's h-56) and a width to draw at until the box is measured. */
const CHART_HEIGHT_PX = 224;
const CHART_INITIAL_WIDTH_PX = 480;

/** "2026-03" → "Mar 26" ("März 26" in German): the axis's short name of a month. */
function shortMonth(period: string, locale: string): string {
  const [year, month] = period.split("-").map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" }).format(Date.UTC(year, month - 1, 1));
}

/**
 * Amounts of one currency per month, the series stacked. The bars are for the eye; the same
 * numbers are in a table for screen readers (exact, as decimal strings). That table is the
 * chart's screen-reader fallback, hidden from view, so it stays a plain <table> with row headers
 * rather than the DataTable of the screens' lists.
 */
export function MonthBars<K extends string>({ title, currency, series, months }: MonthBarsProps<K>) {
  const t = useTranslations("ui.charts");
  const format = useFormat();
  const titleId = `month-bars-${title.replace(/\W+/g, "-").toLowerCase()}-${currency}`;
  const data = months.map((month) => ({
    label: shortMonth(month.period, format.locale),
    name: format.month(month.period),
    // Display only: the bar heights; the figures shown are the decimal strings.
    ...Object.fromEntries(series.map((entry) => [entry.key, Number(month.amounts[entry.key])])),
  }));
  const labelOf = (key: unknown) => series.find((entry) => entry.key === key)?.label ?? String(key);
  return (
    <figure className="flex flex-col gap-2" aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-sm font-medium">
        {title}
      </figcaption>
      <div aria-hidden="true" className="h-56 w-full min-w-0">
        {/* A box not laid out yet (a section still streaming in) measures 0 × 0: with a fixed height and a
            first size, the chart never renders at nothing (recharts warned "width(0) and height(0)"). */}
        <ResponsiveContainer width="100%" height={CHART_HEIGHT_PX} initialDimension={{ width: CHART_INITIAL_WIDTH_PX, height: CHART_HEIGHT_PX }}>
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: "var(--muted-foreground)" }} tickLine={false} axisLine={false} />
            <YAxis tick={{ fontSize: 11, fill: "var(--muted-foreground)" }} tickLine={false} axisLine={false} width={64} />
            <Tooltip
              formatter={(value, key) => [format.money(String(value), currency), labelOf(key)]}
              labelFormatter={(_label, payload) => String(payload?.[0]?.payload?.name ?? "")}
              contentStyle={{ background: "var(--popover)", borderColor: "var(--border)", fontSize: 12 }}
            />
            {series.length > 1 ? <Legend formatter={labelOf} wrapperStyle={{ fontSize: 12 }} /> : null}
            {series.map((entry) => (
              <Bar key={entry.key} dataKey={entry.key} stackId="months" fill={entry.color} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* sr-only on the table itself clipped nothing: a table ignores width, height and overflow, so its
          full height stayed in the page as a blank band below the chart. The box around it clips. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t("month")}</th>
              {series.map((entry) => (
                <th key={entry.key} scope="col">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.period}>
                <th scope="row">{format.month(month.period)}</th>
                {series.map((entry) => (
                  <td key={entry.key}>
                    <MoneyAmount amount={month.amounts[entry.key]} currency={currency} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
