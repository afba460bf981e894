import "server-only";
import { eq } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { contractors, projectEngagements, timesheets, user } from "@/server/db/schema";
import { deleteUntouchedTimesheets } from "./delete-untouched-timesheets";

/**
 * Hard-deletes a contractor who never recorded or settled anything (an invitation sent to the
 * wrong address, say): their untouched timesheets (audited), engagements, invitations, billing
 * details and the account. Anyone with recorded work is history: deactivate them instead.
 */
export async function deleteContractor(db: Database, actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contractors).where(eq(contractors.id, id)).for("update");
    if (!current) throw notFound("contractor");
    await deleteUntouchedTimesheets(tx, actor, eq(timesheets.contractorId, id), {
      event: "delete-contractor",
      refusal: () => conflict({ key: "contractorSettledWorkDeactivate" }),
    });
    await tx.delete(projectEngagements).where(eq(projectEngagements.contractorId, id));
    await tx.delete(contractors).where(eq(contractors.id, id));
    // Sessions, accounts and notification subscriptions go with the user (on delete cascade).
    await tx.delete(user).where(eq(user.id, current.userId));
    return { id, deleted: true as const };
  });
}
