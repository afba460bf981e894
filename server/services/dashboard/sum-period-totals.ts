import "server-only";
import { sql } from "drizzle-orm";
import type { BillingPeriod } from "@/lib/domain/billing-period";
import { sumAmounts, type Money } from "@/lib/domain/money";
import type { DbOrTx } from "@/server/db";
import { rowsOf } from "@/server/db/connection";

type Row = { component: "fee" | "expenses" | "bonus"; currency: string; total: string };

/**
 * What one billing period is worth across all its timesheets, whatever their status, per
 * currency: the fee from records times rates (the domain's fee rules), the converted expense
 * amounts, and the bonus amounts, from the monthly_amounts rollup that the database keeps summed
 * per month (server/db/schema/timesheet-amounts.ts), and the count from timesheet_status_counts: a
 * few rows, however many timesheets the month has. Two statements, neither of which carries a
 * timesheet or a record into the app.
 */
export async function sumPeriodTotals(db: DbOrTx, { period }: { period: BillingPeriod }) {
  const day = period.toDatabase();
  const [counted, priced] = await Promise.all([
    // Summed from the kept counts (a row per status), where counting read every timesheet of the month.
    db.execute(sql`select coalesce(sum(k.count), 0)::int as count from timesheet_status_counts k where k.billing_period = ${day}::date`),
    db.execute(sql`
      select m.component, m.currency, sum(m.amount)::text as total
      from monthly_amounts m
      where m.billing_period = ${day}::date
      group by m.component, m.currency
      -- A currency the month no longer has (its amounts were re-priced away) keeps a zero row: left out.
      having sum(abs(m.amount)) > 0
      order by m.component, m.currency
    `),
  ]);
  const rows = rowsOf<Row>(priced);
  const totals = (component: Row["component"]): Money[] =>
    rows.filter((row) => row.component === component).map((row) => ({ currency: row.currency, amount: sumAmounts([row.total], row.currency) }));
  return {
    timesheetCount: Number(rowsOf<{ count: number | string }>(counted)[0]?.count ?? 0),
    fee: totals("fee"),
    expenses: totals("expenses"),
    bonus: totals("bonus"),
  };
}
