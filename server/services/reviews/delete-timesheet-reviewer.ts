import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { reviewLinks, timesheetReviewers } from "@/server/db/schema";

/**
 * Removes a reviewer. Their open links are revoked first: someone taken off a project should not
 * keep deciding through a link sent earlier. Decisions already made keep the reviewer's name.
 */
export async function deleteTimesheetReviewer(db: Database, id: string): Promise<{ id: string; deleted: true; revokedLinks: number }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: timesheetReviewers.id }).from(timesheetReviewers).where(eq(timesheetReviewers.id, id)).for("update");
    if (!current) throw notFound("reviewer");
    const revoked = await tx
      .update(reviewLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(reviewLinks.reviewerId, id), isNull(reviewLinks.revokedAt)))
      .returning({ id: reviewLinks.id });
    await tx.delete(timesheetReviewers).where(eq(timesheetReviewers.id, id));
    return { id, deleted: true as const, revokedLinks: revoked.length };
  });
}
