import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { LineComponent } from "@/lib/domain/reference";
import type { SnapshotLine } from "@/lib/domain/line-diff";
import { snapshotLinesSchema } from "@/lib/schemas/line-review";
import { rowsOf, type Tx } from "@/server/db";

export interface TakenSnapshot {
  component: LineComponent;
  number: number;
  lines: SnapshotLine[];
  /** The lines of the component's submission before this one; null for its first. */
  previousLines: SnapshotLine[] | null;
}

/** The fee of `quantity` at a rate, as fees.ts prices a line (MONTHLY pro rata to the work days, capped). */
const feeOf = (quantity: SQL) =>
  sql`case when p.frequency = 'MONTHLY' then round(least(${quantity}, p.working_days) * p.rate / nullif(p.working_days, 0), 2) else round(${quantity} * p.rate, 2) end`;

/** Three-decimal receipts read back as the column type does (anyCurrencyAmount): "64.500" is "64.50". */
const receiptAmount = sql`regexp_replace(er.amount_in_expense_currency::text, '^(-?\\d+\\.\\d\\d\\d*?)0+$', '\\1')`;

/**
 * Stores what the fee and expenses components hold as they are submitted, one row per component,
 * in ONE insert ... select however many lines they have, and answers with the lines stored and
 * those of the component's submission before (read in the same statement, for the activity log).
 * A record's amount is its share of its rate's fee line with cumulative rounding, in the order the
 * records are listed (date, creation, id), as recordAmounts gives it, so the lines add up to the
 * fee total. Decimals go into the JSON as text, never as JSON numbers.
 */
export async function snapshotSubmission(tx: Tx, timesheetId: string, components: readonly LineComponent[]): Promise<TakenSnapshot[]> {
  if (components.length === 0) return [];
  const componentList = sql`array[${sql.join(
    components.map((component) => sql`${component}`),
    sql`, `,
  )}]::text[]`;
  const result = await tx.execute(sql`
    with target as (
      select t.id,
             (select count(*) from generate_series(date_trunc('month', t.billing_period), date_trunc('month', t.billing_period) + interval '1 month - 1 day', interval '1 day') d
               where to_char(d, 'FMDAY') = any(case when cardinality(c.working_days) = 0 then array['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY'] else c.working_days end)) as working_days
      from timesheets t inner join contractors c on c.id = t.contractor_id
      where t.id = ${timesheetId}
    ),
    priced as (
      select tr.id, tr.date, tr.work_summary, tr.counter_part, tr.time_amount, tr.time_unit, tr.created_at,
             r.frequency, r.amount as rate, r.currency, w.working_days,
             sum(tr.time_amount) over (partition by tr.rate_id order by tr.date, tr.created_at, tr.id) as upto
      from timesheet_records tr
      inner join rates r on r.id = tr.rate_id
      inner join target w on w.id = tr.timesheet_id
    ),
    record_lines as (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', p.id, 'date', to_char(p.date, 'YYYY-MM-DD'), 'description', p.work_summary, 'counterPart', p.counter_part,
        'category', null, 'timeAmount', p.time_amount::text, 'timeUnit', p.time_unit,
        'rateFrequency', p.frequency, 'rate', p.rate::text,
        'amount', (${feeOf(sql`p.upto`)} - ${feeOf(sql`(p.upto - p.time_amount)`)})::text, 'currency', p.currency,
        'amountInExpenseCurrency', null, 'expenseCurrency', null, 'exchangeRate', null, 'files', '[]'::jsonb
      ) order by p.date, p.id), '[]'::jsonb) as lines
      from priced p
    ),
    expense_lines as (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', er.id, 'date', to_char(er.date, 'YYYY-MM-DD'), 'description', er.details, 'counterPart', null,
        'category', er.category, 'timeAmount', null, 'timeUnit', null, 'rateFrequency', null, 'rate', null,
        'amount', er.amount::text, 'currency', er.original_currency,
        'amountInExpenseCurrency', ${receiptAmount}, 'expenseCurrency', er.expense_currency, 'exchangeRate', er.exchange_rate::text,
        'files', coalesce((select jsonb_agg(f.original_name order by f.original_name, f.id) from files f where f.expense_record_id = er.id), '[]'::jsonb)
      ) order by er.date, er.id), '[]'::jsonb) as lines
      from expense_records er
      where er.timesheet_id = ${timesheetId}
    ),
    inserted as (
      insert into component_submissions (timesheet_id, component, number, lines)
      select w.id, c.component,
             coalesce((select max(s.number) from component_submissions s where s.timesheet_id = w.id and s.component = c.component), 0) + 1,
             case when c.component = 'TIMESHEET' then (select lines from record_lines) else (select lines from expense_lines) end
      from target w cross join unnest(${componentList}) as c(component)
      returning component, number, lines
    )
    select i.component, i.number, i.lines, p.lines as "previousLines"
    from inserted i
    left join component_submissions p on p.timesheet_id = ${timesheetId} and p.component = i.component and p.number = i.number - 1
    order by i.component`);
  return rowsOf<{ component: LineComponent; number: number; lines: unknown; previousLines: unknown }>(result).map((row) => ({
    component: row.component,
    number: Number(row.number),
    lines: snapshotLinesSchema.parse(row.lines),
    previousLines: row.previousLines === null ? null : snapshotLinesSchema.parse(row.previousLines),
  }));
}
