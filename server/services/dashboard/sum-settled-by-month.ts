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
 * component, computed in one SQL statement: a component counts once it is APPROVED. The fee is
 * computed as lib/domain/fees does it, one rounded line per rate (HOURLY and DAILY: quantity ×
 * rate; MONTHLY: the amount × min(days, working days) ÷ working days, where working days are the
 * month's days on the contractor's work days, Monday to Friday when none are set); every
 * settlement currency has 2 decimals, and round() on numeric rounds half away from zero (half-up).
 */
export async function sumSettledByMonth(db: DbOrTx, { current, months = 12 }: { current: BillingPeriod; months?: number }): Promise<SettledSeries[]> {
  const first = current.plusMonths(-(months - 1)).toDatabase();
  const last = current.toDatabase();
  const result = await db.execute(sql`
    with window_timesheets as (
      select t.id, t.billing_period, t.fee_status, t.expenses_status, t.bonus_status, t.bonus_amount,
             case when cardinality(c.working_days) = 0 then array['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY'] else c.working_days end as work_days,
             (select r.currency from rates r inner join engagements e on e.id = r.engagement_id
               where e.project_engagement_id = t.project_engagement_id
               order by (e.start_date <= (date_trunc('month', t.billing_period) + interval '1 month - 1 day')::date
                         and (e.end_date is null or e.end_date >= date_trunc('month', t.billing_period)::date)) desc, e.start_date desc
               limit 1) as currency
      from timesheets t
      inner join contractors c on c.id = t.contractor_id
      where t.billing_period between ${first}::date and ${last}::date
        and (t.fee_status = 'APPROVED' or t.expenses_status = 'APPROVED' or t.bonus_status = 'APPROVED')
    ),
    fee_lines as (
      select w.billing_period, r.currency, r.frequency, r.amount as rate, sum(tr.time_amount) as quantity,
             (select count(*) from generate_series(date_trunc('month', w.billing_period), date_trunc('month', w.billing_period) + interval '1 month - 1 day', interval '1 day') d
               where to_char(d, 'FMDAY') = any(w.work_days)) as working_days
      from window_timesheets w
      inner join timesheet_records tr on tr.timesheet_id = w.id
      inner join rates r on r.id = tr.rate_id
      where w.fee_status = 'APPROVED'
      group by w.id, w.billing_period, w.work_days, r.id, r.currency, r.frequency, r.amount
    ),
    amounts as (
      select billing_period, currency, 'fee' as component,
             case when frequency = 'MONTHLY' then round(least(quantity, working_days) * rate / nullif(working_days, 0), 2)
                  else round(quantity * rate, 2) end as amount
      from fee_lines
      union all
      select w.billing_period, er.original_currency, 'expenses', er.amount
      from window_timesheets w inner join expense_records er on er.timesheet_id = w.id
      where w.expenses_status = 'APPROVED'
      union all
      select w.billing_period, w.currency, 'bonus', w.bonus_amount
      from window_timesheets w
      where w.bonus_status = 'APPROVED' and w.bonus_amount is not null and w.currency is not null
    )
    select to_char(date_trunc('month', billing_period), 'YYYY-MM') as period, currency,
           (sum(amount) filter (where component = 'fee'))::text as fee,
           (sum(amount) filter (where component = 'expenses'))::text as expenses,
           (sum(amount) filter (where component = 'bonus'))::text as bonus
    from amounts
    group by date_trunc('month', billing_period), currency
    order by currency, period
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
