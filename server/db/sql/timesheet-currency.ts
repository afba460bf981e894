import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * The settlement currency of the `timesheets` row of the outer query: the currency of its project
 * engagement's rates, preferring an engagement that covers the billing month, then the latest.
 * Timesheets carry no currency of their own; the bonus and the expenses are paid in this one.
 *
 * Written with explicit aliases because drizzle leaves column names unqualified when the outer
 * query reads one table only, and an unqualified name here would bind to the inner tables.
 */
export function timesheetCurrencySql(): SQL<string | null> {
  return sql<string | null>`(
    select r.currency from rates r
    inner join engagements e on e.id = r.engagement_id
    where e.project_engagement_id = "timesheets"."project_engagement_id"
    order by (
      e.start_date <= (date_trunc('month', "timesheets"."billing_period") + interval '1 month - 1 day')::date
      and (e.end_date is null or e.end_date >= date_trunc('month', "timesheets"."billing_period")::date)
    ) desc, e.start_date desc
    limit 1
  )`;
}
