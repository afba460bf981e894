import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { feeTotals } from "@/lib/domain/fees";
import { sumAmounts, type Money } from "@/lib/domain/money";
import { RATE_FREQUENCIES, TIME_UNITS, WEEKDAYS, type Weekday } from "@/lib/domain/reference";

/**
 * Totals of search rows. Postgres does the aggregation (one correlated subquery per total,
 * evaluated for the rows of the page only): the exact sum of time per rate, and of expense
 * amounts per currency. The money rule itself (a MONTHLY rate pro rata to the working days,
 * rounding once per rate line) stays in lib/domain/fees, applied to those sums: the domain
 * groups records by rate and adds their quantities, so one pre-summed entry per rate gives the
 * same fee as every record would.
 *
 * Column names are written by hand so they bind to the outer `timesheets` row whatever drizzle
 * does with qualification.
 */
export function feeQuantitiesSql(): SQL<unknown> {
  return sql`(
    select coalesce(json_agg(json_build_object(
      'rateId', r.id, 'frequency', r.frequency, 'amount', r.amount::text, 'currency', r.currency,
      'timeUnit', q.time_unit, 'quantity', q.quantity::text
    ) order by r.currency, r.id), '[]'::json)
    from (
      select tr.rate_id, tr.time_unit, sum(tr.time_amount) as quantity
      from timesheet_records tr
      where tr.timesheet_id = "timesheets"."id"
      group by tr.rate_id, tr.time_unit
    ) q
    inner join rates r on r.id = q.rate_id
  )`;
}

export function expenseTotalsSql(): SQL<unknown> {
  return sql`(
    select coalesce(json_agg(json_build_object('currency', x.currency, 'amount', x.amount::text) order by x.currency), '[]'::json)
    from (
      select er.original_currency as currency, sum(er.amount) as amount
      from expense_records er
      where er.timesheet_id = "timesheets"."id"
      group by er.original_currency
    ) x
  )`;
}

const feeQuantities = z.array(
  z.object({
    rateId: z.string(),
    frequency: z.enum(RATE_FREQUENCIES),
    amount: z.string(),
    currency: z.string(),
    timeUnit: z.enum(TIME_UNITS),
    quantity: z.string(),
  }),
);
const moneyList = z.array(z.object({ currency: z.string(), amount: z.string() }));

/** postgres.js and PGlite both parse json columns, but a driver that hands back text is read too. */
function jsonValue(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}

export interface TotalsInput {
  billingPeriod: string;
  workingDays: string[];
  bonusAmount: string | null;
  currency: string | null;
  feeQuantities: unknown;
  expenseTotals: unknown;
}

export function searchTotals(row: TotalsInput): { fee: Money[]; expenses: Money[]; bonus: Money[] } {
  const period = BillingPeriod.fromString(row.billingPeriod);
  const workingDays = row.workingDays.filter((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day));
  const records = feeQuantities.parse(jsonValue(row.feeQuantities)).map((line) => ({
    date: period.firstDay(),
    timeAmount: line.quantity,
    timeUnit: line.timeUnit,
    rate: { id: line.rateId, frequency: line.frequency, amount: line.amount, currency: line.currency },
  }));
  const expenses = moneyList.parse(jsonValue(row.expenseTotals)).map(({ currency, amount }) => ({ currency, amount: sumAmounts([amount], currency) }));
  const bonus = row.bonusAmount !== null && row.currency ? [{ amount: sumAmounts([row.bonusAmount], row.currency), currency: row.currency }] : [];
  return { fee: feeTotals(records, { period, workingDays }), expenses, bonus };
}
