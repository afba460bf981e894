import { asc, eq } from "drizzle-orm";
import { CURRENCIES, RATE_FREQUENCIES } from "@/lib/domain/reference";
import type { Engagement } from "@/lib/schemas/engagements";
import type { DbOrTx } from "@/server/db";
import { engagements, rates } from "@/server/db/schema";
import { asksForNothing, idsIn, type IdsOrSubquery } from "@/server/db/sql/ids-in";
import { stored } from "@/server/db/sql/stored-values";

/**
 * What a timesheet's `engagements` JSON column must say, read the plain way: the dated engagement
 * periods of some project engagements with their rates (HOURLY, DAILY, MONTHLY order), earliest
 * first, keyed by project engagement.
 */
export async function listEngagements(
  db: DbOrTx,
  projectEngagementIds: IdsOrSubquery,
): Promise<Map<string, Engagement[]>> {
  const byProjectEngagement = new Map<string, Engagement[]>();
  if (asksForNothing(projectEngagementIds)) return byProjectEngagement;
  const rows = await db
    .select({
      id: engagements.id,
      projectEngagementId: engagements.projectEngagementId,
      startDate: engagements.startDate,
      endDate: engagements.endDate,
      rateId: rates.id,
      frequency: rates.frequency,
      amount: rates.amount,
      currency: rates.currency,
    })
    .from(engagements)
    .leftJoin(rates, eq(rates.engagementId, engagements.id))
    .where(idsIn(engagements.projectEngagementId, projectEngagementIds))
    .orderBy(asc(engagements.startDate), asc(engagements.id));
  const byId = new Map<string, Engagement>();
  for (const row of rows) {
    let engagement = byId.get(row.id);
    if (!engagement) {
      engagement = { id: row.id, startDate: row.startDate, endDate: row.endDate, rates: [] };
      byId.set(row.id, engagement);
      byProjectEngagement.set(row.projectEngagementId, [...(byProjectEngagement.get(row.projectEngagementId) ?? []), engagement]);
    }
    if (row.rateId && row.frequency && row.amount && row.currency) {
      engagement.rates.push({
        id: row.rateId,
        frequency: stored(RATE_FREQUENCIES, row.frequency, "rate frequency"),
        amount: row.amount,
        currency: stored(CURRENCIES, row.currency, "rate currency"),
      });
    }
  }
  for (const engagement of byId.values()) {
    engagement.rates.sort((a, b) => RATE_FREQUENCIES.indexOf(a.frequency) - RATE_FREQUENCIES.indexOf(b.frequency));
  }
  return byProjectEngagement;
}
