"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
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

/** The plot's margins and the value axis's width: what the month labels cannot use of the chart's width. */
const CHART_MARGIN = { top: 4, right: 8, bottom: 0, left: 8 };
const Y_AXIS_WIDTH_PX = 64;
/** An 11 px label's average character width, and the room kept between two labels. */
const LABEL_CHAR_PX = 6.5;
const LABEL_GAP_PX = 12;

/**
 * Every how many months a label is shown: 1 when all fit, else the smallest step at which they do,
 * counted from the first month. Recharts' own choice (preserveEnd) skips labels wherever they collide,
 * so a year's axis read "Jan 26, Mar 26, Apr 26, Jun 26 …": irregular.
 */
function labelStep(labels: readonly string[], chartWidth: number): number {
  const plotWidth = chartWidth - CHART_MARGIN.left - CHART_MARGIN.right - Y_AXIS_WIDTH_PX;
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const room = longest * LABEL_CHAR_PX + LABEL_GAP_PX;
  const fitting = Math.max(1, Math.floor(plotWidth / room));
  return Math.max(1, Math.ceil(labels.length / fitting));
}

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
  const [width, setWidth] = useState(CHART_INITIAL_WIDTH_PX);
  const step = labelStep(
    data.map((month) => month.label),
    width,
  );
  const labelOf = (key: unknown) => series.find((entry) => entry.key === key)?.label ?? String(key);
  return (
    // relative: the screen-reader box below is absolutely positioned; without a positioned ancestor inside the
    // page's scrolling main, it sat at its place far down the page but counted in the document's height, and
    // scrolling the document showed a blank band below the shell.
    <figure className="relative flex w-full min-w-0 flex-col gap-2" aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-sm font-medium">
        {title}
      </figcaption>
      <div aria-hidden="true" className="h-56 w-full min-w-0">
        {/* A box not laid out yet (a section still streaming in) measures 0 × 0: with a fixed height and a
            first size, the chart never renders at nothing (recharts warned "width(0) and height(0)"). */}
        <ResponsiveContainer width="100%" height={CHART_HEIGHT_PX} initialDimension={{ width: CHART_INITIAL_WIDTH_PX, height: CHART_HEIGHT_PX }}
          onResize={(measured) => {
            if (measured > 0) setWidth(measured);
          }}
        >
          <BarChart accessibilityLayer={false} data={data} margin={CHART_MARGIN}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis dataKey="label" interval={step - 1} tick={{ fontSize: 11, fill: "var(--muted-foreground)" }} tickLine={false} axisLine={false} />
            <YAxis tick={{ fontSize: 11, fill: "var(--muted-foreground)" }} tickLine={false} axisLine={false} width={Y_AXIS_WIDTH_PX} />
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
