import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import { Decimal } from "@/lib/domain/money";
import { conflict, notFound } from "@/lib/errors";
import type { EngagementChange, UpdateEngagementBody } from "@/lib/schemas/engagements";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { engagements, rates } from "@/server/db/schema";
import { markFeeInvoicesOutdatedForRates } from "@/server/services/files/mark-files-outdated";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { checkEngagementPeriod } from "./check-engagement-period";
import { periodsOf, timesheetHorizon } from "./covered-periods";
import { createMissingTimesheets } from "./create-missing-timesheets";
import { listPeriods, lockProjectEngagement } from "@/server/services/project-engagements/load-project-engagement";
import { rateUsage, recordsPhrase } from "./rate-usage";
import { removeUncoveredTimesheets } from "./remove-uncovered-timesheets";

/**
 * Changes a period's dates and rates. Rates are matched by frequency and updated in place, so
 * the records paid at a rate keep it; a rate with records cannot go, and the period must keep
 * covering its records. Extending creates timesheets, shortening removes untouched ones.
 */
export async function updateEngagement(
  db: Database,
  actor: Actor,
  id: string,
  body: UpdateEngagementBody,
  today: IsoDate,
): Promise<EngagementChange> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ projectEngagementId: engagements.projectEngagementId }).from(engagements).where(eq(engagements.id, id));
    if (!found) throw notFound("engagement");
    const { projectEngagement, periods } = await lockProjectEngagement(tx, found.projectEngagementId);
    const current = periods.find((period) => period.id === id);
    if (!current) throw notFound("engagement");
    expectVersion(current.version, body.version);
    const period = { startDate: body.startDate, endDate: body.endDate };
    const others = periods.filter((other) => other.id !== id);
    checkEngagementPeriod(projectEngagement, others, { ...period, frequencies: body.rates.map((rate) => rate.frequency) });

    const kept = new Set(body.rates.map((rate) => rate.frequency));
    const removed = current.rates.filter((rate) => !kept.has(rate.frequency));
    const used = (await rateUsage(tx, id)).filter((usage) => removed.some((rate) => rate.frequency === usage.frequency));
    if (used[0]) throw conflict({ key: "frequencyRatePaysWhat", values: { frequency: used[0].frequency, what: recordsPhrase(used[0]) } });
    const [orphaned] = await rateUsage(tx, id, period);
    if (orphaned) {
      throw conflict({ key: "periodKeepCoveringRecords", values: { dates: recordsPhrase(orphaned) } });
    }

    await tx
      .update(engagements)
      .set({ ...period, version: sql`${engagements.version} + 1` })
      .where(eq(engagements.id, id));
    if (removed.length > 0) await tx.delete(rates).where(inArray(rates.id, removed.map((rate) => rate.id)));
    const repriced: string[] = [];
    for (const rate of body.rates) {
      const existing = current.rates.find((candidate) => candidate.frequency === rate.frequency);
      if (!existing) await tx.insert(rates).values({ engagementId: id, ...rate });
      else if (existing.amount !== rate.amount || existing.currency !== rate.currency) {
        await tx
          .update(rates)
          .set({ amount: rate.amount, currency: rate.currency })
          .where(and(eq(rates.id, existing.id), eq(rates.engagementId, id)));
        if (!Decimal.parse(existing.amount).equals(rate.amount) || existing.currency !== rate.currency) repriced.push(existing.id);
      }
    }
    await markFeeInvoicesOutdatedForRates(tx, repriced);
    const created = await createMissingTimesheets(tx, actor, projectEngagement, periodsOf(period, timesheetHorizon(today)), today);
    const removedTimesheets = await removeUncoveredTimesheets(tx, actor, projectEngagement.id);
    const [engagement] = (await listPeriods(tx, projectEngagement.id)).filter((candidate) => candidate.id === id);
    if (!engagement) throw new Error("The engagement vanished inside its own transaction.");
    return { ...engagement, timesheets: { created, removed: removedTimesheets } };
  });
}
