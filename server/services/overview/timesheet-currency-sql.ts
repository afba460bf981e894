import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { engagements, rates, timesheets } from "@/server/db/schema";

/**
 * The settlement currency of the timesheet in the outer query: the currency of its project
 * engagement's rates, preferring an engagement that covers the billing month, then the latest.
 * Timesheets carry no currency of their own; the bonus and the expenses are paid in this one.
 */
export function timesheetCurrencySql(): SQL<string | null> {
  const monthStart = sql`date_trunc('month', ${timesheets.billingPeriod})::date`;
  const monthEnd = sql`(date_trunc('month', ${timesheets.billingPeriod}) + interval '1 month - 1 day')::date`;
  return sql<string | null>`(
    select ${rates.currency} from ${rates}
    inner join ${engagements} on ${engagements.id} = ${rates.engagementId}
    where ${engagements.projectEngagementId} = ${timesheets.projectEngagementId}
    order by (${engagements.startDate} <= ${monthEnd} and (${engagements.endDate} is null or ${engagements.endDate} >= ${monthStart})) desc,
      ${engagements.startDate} desc
    limit 1
  )`;
}
