import "server-only";
import { eq } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { TimesheetChange } from "@/lib/schemas/engagements";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { engagements } from "@/server/db/schema";
import { lockProjectEngagement } from "@/server/services/project-engagements/load-project-engagement";
import { rateUsage, recordsPhrase } from "./rate-usage";
import { removeUncoveredTimesheets } from "./remove-uncovered-timesheets";

/** Deletes a period and its rates when no record is paid at them; untouched timesheets nothing covers any more go too. */
export async function deleteEngagement(
  db: Database,
  actor: Actor,
  id: string,
): Promise<{ id: string; timesheets: { removed: TimesheetChange[] } }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ projectEngagementId: engagements.projectEngagementId }).from(engagements).where(eq(engagements.id, id));
    if (!found) throw notFound("engagement");
    await lockProjectEngagement(tx, found.projectEngagementId);
    const [used] = await rateUsage(tx, id);
    if (used) throw conflict({ key: "periodCannotDeletedFrequency", values: { frequency: used.frequency, what: recordsPhrase(used) } });
    await tx.delete(engagements).where(eq(engagements.id, id));
    const removed = await removeUncoveredTimesheets(tx, actor, found.projectEngagementId);
    return { id, timesheets: { removed } };
  });
}
