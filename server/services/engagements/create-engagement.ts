import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import type { CreateEngagementBody, EngagementChange } from "@/lib/schemas/engagements";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { engagements, rates } from "@/server/db/schema";
import { checkEngagementPeriod } from "./check-engagement-period";
import { periodsOf, timesheetHorizon } from "./covered-periods";
import { createMissingTimesheets } from "./create-missing-timesheets";
import { listPeriods, lockProjectEngagement } from "@/server/services/project-engagements/load-project-engagement";

/**
 * Adds a dated period with its rates to a project engagement and creates the timesheets of its
 * months, up to one period ahead of `today` (the cron creates later ones).
 */
export async function createEngagement(db: Database, actor: Actor, body: CreateEngagementBody, today: IsoDate): Promise<EngagementChange> {
  return db.transaction(async (tx) => {
    const { projectEngagement, periods } = await lockProjectEngagement(tx, body.projectEngagementId);
    const period = { startDate: body.startDate, endDate: body.endDate ?? null };
    checkEngagementPeriod(projectEngagement, periods, { ...period, frequencies: body.rates.map((rate) => rate.frequency) });
    const [row] = await tx.insert(engagements).values({ projectEngagementId: projectEngagement.id, ...period }).returning();
    if (!row) throw new Error("The engagement was not created.");
    await tx.insert(rates).values(body.rates.map((rate) => ({ engagementId: row.id, ...rate })));
    const created = await createMissingTimesheets(tx, actor, projectEngagement, periodsOf(period, timesheetHorizon(today)), today);
    const [engagement] = (await listPeriods(tx, projectEngagement.id)).filter((candidate) => candidate.id === row.id);
    if (!engagement) throw new Error("The engagement vanished inside its own transaction.");
    return { ...engagement, timesheets: { created, removed: [] } };
  });
}
