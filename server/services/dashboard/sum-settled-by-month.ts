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
 * component: a component counts once it is APPROVED. One statement over the monthly_amounts
 * rollup, which the database keeps summed per month as timesheets change (server/db/schema/
 * timesheet-amounts.ts), so a view reads at most months × currencies × 3 rows, however many
 * timesheets the company has.
 */
export async function sumSettledByMonth(db: DbOrTx, { current, months = 12 }: { current: BillingPeriod; months?: number }): Promise<SettledSeries[]> {
  const first = current.plusMonths(-(months - 1)).toDatabase();
  const last = current.toDatabase();
  const result = await db.execute(sql`
    select to_char(m.billing_period, 'YYYY-MM') as period, m.currency,
           (sum(m.amount) filter (where m.component = 'fee'))::text as fee,
           (sum(m.amount) filter (where m.component = 'expenses'))::text as expenses,
           (sum(m.amount) filter (where m.component = 'bonus'))::text as bonus
    from monthly_amounts m
    where m.billing_period between ${first}::date and ${last}::date and m.approved
    group by m.billing_period, m.currency
    -- A currency whose amounts all went back to zero (every one of its timesheets re-priced away) has no month to show.
    having sum(abs(m.amount)) > 0
    order by m.currency, period
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
