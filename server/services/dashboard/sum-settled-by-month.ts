import "server-only";
import { sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { sumAmounts } from "@/lib/domain/money";
import type { DbOrTx } from "@/server/db";
import { rowsOf } from "@/server/db/connection";

export interface SettledMonth {
  /** `yyyy-MM` */
  period: string;
  name: string;
  fee: string;
  expenses: string;
  bonus: string;
}

/** Settled amounts of one currency, one entry per month (oldest first, every month present). */
export interface SettledSeries {
  currency: string;
  months: SettledMonth[];
}

type Row = { period: string; currency: string; fee: string | null; expenses: string | null; bonus: string | null };

/**
 * What was settled (approved) per month over the last `months` billing periods, per currency and
 * component: a component counts once it is APPROVED. One statement over the timesheet_amounts
 * rollup, which the database keeps priced as timesheets change (server/db/schema/
 * timesheet-amounts.ts), so a view sums a few rows per timesheet instead of a year of records.
 */
export async function sumSettledByMonth(db: DbOrTx, { current, months = 12 }: { current: BillingPeriod; months?: number }): Promise<SettledSeries[]> {
  const first = current.plusMonths(-(months - 1)).toDatabase();
  const last = current.toDatabase();
  const result = await db.execute(sql`
    select to_char(date_trunc('month', s.billing_period), 'YYYY-MM') as period, s.currency,
           (sum(s.amount) filter (where s.component = 'fee'))::text as fee,
           (sum(s.amount) filter (where s.component = 'expenses'))::text as expenses,
           (sum(s.amount) filter (where s.component = 'bonus'))::text as bonus
    from timesheet_amounts s
    where s.billing_period between ${first}::date and ${last}::date and s.approved
    group by date_trunc('month', s.billing_period), s.currency
    order by s.currency, period
  `);
  const rows = rowsOf<Row>(result);
  const periods = Array.from({ length: months }, (_, index) => current.plusMonths(index - (months - 1)));
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  return currencies.map((currency) => ({
    currency,
    months: periods.map((period) => {
      const row = rows.find((candidate) => candidate.currency === currency && candidate.period === period.toString());
      const amount = (value: string | null | undefined) => sumAmounts([value ?? "0"], currency);
      return { period: period.toString(), name: period.name, fee: amount(row?.fee), expenses: amount(row?.expenses), bonus: amount(row?.bonus) };
    }),
  }));
}
