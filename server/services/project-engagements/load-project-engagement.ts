import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Currency, RateFrequency } from "@/lib/domain/reference";
import { notFound } from "@/lib/errors";
import type { AdminEngagement } from "@/lib/schemas/engagements";
import type { DbOrTx } from "@/server/db";
import { engagements, projectEngagements, rates } from "@/server/db/schema";

export type ProjectEngagementRow = typeof projectEngagements.$inferSelect;

/**
 * Locks a project engagement and reads its periods with their rates. Every change to a period
 * takes this lock first, so two admins editing periods of one engagement take turns and the
 * overlap check always sees the latest periods.
 */
export async function lockProjectEngagement(
  tx: DbOrTx,
  id: string,
): Promise<{ projectEngagement: ProjectEngagementRow; periods: AdminEngagement[] }> {
  const [projectEngagement] = await tx.select().from(projectEngagements).where(eq(projectEngagements.id, id)).for("update");
  if (!projectEngagement) throw notFound("projectEngagement");
  return { projectEngagement, periods: await listPeriods(tx, id) };
}

export async function listPeriods(db: DbOrTx, projectEngagementId: string): Promise<AdminEngagement[]> {
  const rows = await db
    .select()
    .from(engagements)
    .where(eq(engagements.projectEngagementId, projectEngagementId))
    .orderBy(asc(engagements.startDate), asc(engagements.id));
  if (rows.length === 0) return [];
  // The periods as a subquery: their ids never travel to the app and back.
  const ofEngagement = db.select({ id: engagements.id }).from(engagements).where(eq(engagements.projectEngagementId, projectEngagementId));
  const rateRows = await db
    .select()
    .from(rates)
    .where(inArray(rates.engagementId, ofEngagement))
    .orderBy(asc(rates.frequency));
  return rows.map((row) => ({
    id: row.id,
    projectEngagementId: row.projectEngagementId,
    startDate: row.startDate,
    endDate: row.endDate,
    version: row.version,
    // The CHECK constraints keep these columns inside the reference lists, so the casts hold.
    rates: rateRows
      .filter((rate) => rate.engagementId === row.id)
      .map((rate) => ({ id: rate.id, frequency: rate.frequency as RateFrequency, amount: rate.amount, currency: rate.currency as Currency })),
  }));
}
