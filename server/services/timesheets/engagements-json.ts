import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { CURRENCIES, RATE_FREQUENCIES } from "@/lib/domain/reference";
import type { Engagement } from "@/lib/schemas/engagements";
import { engagements, rates, timesheets } from "@/server/db/schema";
import { stored } from "@/server/db/sql/stored-values";

/**
 * The dated engagement periods of a timesheet's project engagement with their rates, as one JSON
 * column beside the timesheet, so the detail reads them in its first query. Amounts go out as
 * text (numeric in JSON would become a float); dates as yyyy-MM-dd.
 */
export function timesheetEngagementsJson(): SQL<unknown> {
  const rateJson = sql`json_build_object('id', r.id, 'frequency', r.frequency, 'amount', r.amount::text, 'currency', r.currency)`;
  return sql<unknown>`coalesce((
    select json_agg(json_build_object(
      'id', e.id,
      'startDate', to_char(e.start_date, 'YYYY-MM-DD'),
      'endDate', to_char(e.end_date, 'YYYY-MM-DD'),
      'rates', coalesce((select json_agg(${rateJson}) from ${rates} r where r.engagement_id = e.id), '[]'::json)
    ) order by e.start_date, e.id)
    from ${engagements} e
    where e.project_engagement_id = ${timesheets.projectEngagementId}
  ), '[]'::json)`;
}

type EngagementJson = { id: string; startDate: string; endDate: string | null; rates: { id: string; frequency: string; amount: string; currency: string }[] };

/** Reads the column back with rates in HOURLY, DAILY, MONTHLY order (tests/support/engagements-oracle.ts reads it the plain way). */
export function engagementsFromJson(value: unknown): Engagement[] {
  const list = (typeof value === "string" ? JSON.parse(value) : value) as EngagementJson[];
  return list.map((engagement) => ({
    id: engagement.id,
    startDate: engagement.startDate,
    endDate: engagement.endDate,
    rates: engagement.rates
      .map((rate) => ({
        id: rate.id,
        frequency: stored(RATE_FREQUENCIES, rate.frequency, "rate frequency"),
        amount: rate.amount,
        currency: stored(CURRENCIES, rate.currency, "rate currency"),
      }))
      .sort((a, b) => RATE_FREQUENCIES.indexOf(a.frequency) - RATE_FREQUENCIES.indexOf(b.frequency)),
  }));
}
