"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { MoneyAmount } from "@/components/money/money-amount";
import { formatMoney } from "@/lib/format/money";

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

function shortMonth(name: string): string {
  const [month, year] = name.split(" ");
  return `${(month ?? "").slice(0, 3)} ${(year ?? "").slice(2)}`;
}

/**
 * Settled amounts of one currency per month, stacked by component. The bars are for the eye;
 * the same numbers are in a table for screen readers (and exact, as decimal strings). That table is
 * the chart's screen-reader fallback, hidden from view, so it stays a plain <table> with row headers
 * rather than the DataTable of the screens' lists.
 */
export function SettledChart({ currency, months }: { currency: string; months: readonly SettledChartMonth[] }) {
  const data = months.map((month) => ({
    label: shortMonth(month.name),
    name: month.name,
    // Display only: the bar heights; the figures shown are the decimal strings.
    fee: Number(month.fee),
    expenses: Number(month.expenses),
    bonus: Number(month.bonus),
  }));
  return (
    <figure className="flex flex-col gap-2" aria-labelledby={`settled-${currency}`}>
      <figcaption id={`settled-${currency}`} className="text-sm font-medium">
        Settled per month in {currency}
      </figcaption>
      <div aria-hidden="true" className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: "var(--muted-foreground)" }} tickLine={false} axisLine={false} />
            <YAxis tick={{ fontSize: 11, fill: "var(--muted-foreground)" }} tickLine={false} axisLine={false} width={64} />
            <Tooltip
              formatter={(value, key) => [formatMoney(String(value), currency), SERIES.find((s) => s.key === key)?.label ?? String(key)]}
              labelFormatter={(_label, payload) => String(payload?.[0]?.payload?.name ?? "")}
              contentStyle={{ background: "var(--popover)", borderColor: "var(--border)", fontSize: 12 }}
            />
            <Legend formatter={(key) => SERIES.find((s) => s.key === key)?.label ?? String(key)} wrapperStyle={{ fontSize: 12 }} />
            {SERIES.map((series) => (
              <Bar key={series.key} dataKey={series.key} stackId="settled" fill={series.color} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Settled amounts in {currency} per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.period}>
              <th scope="row">{month.name}</th>
              <td>
                <MoneyAmount amount={month.fee} currency={currency} />
              </td>
              <td>
                <MoneyAmount amount={month.expenses} currency={currency} />
              </td>
              <td>
                <MoneyAmount amount={month.bonus} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
