import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { ReviewLinkListItem, ReviewLinkStatus } from "@/lib/schemas/reviews";
import type { DbOrTx } from "@/server/db";
import { reviewLinks, timesheetReviewers } from "@/server/db/schema";
import { isoTimestampSql, nullableIsoTimestampSql } from "@/server/db/sql/iso-timestamp";

/**
 * The review links of one timesheet (a handful at most), newest first, with their status worked
 * out by the database clock, the same clock that stamps expiry and revocation.
 */
export async function listReviewLinks(db: DbOrTx, timesheetId: string): Promise<ReviewLinkListItem[]> {
  const decisions = sql<number>`(select count(*) from reviews r where r.review_link_id = ${reviewLinks.id})::int`;
  return db
    .select({
      id: reviewLinks.id,
      timesheetId: reviewLinks.timesheetId,
      reviewerId: reviewLinks.reviewerId,
      reviewerName: timesheetReviewers.name,
      createdAt: isoTimestampSql(reviewLinks.createdAt),
      expiresAt: isoTimestampSql(reviewLinks.expiresAt),
      revokedAt: nullableIsoTimestampSql(reviewLinks.revokedAt),
      decisions,
      status: sql<ReviewLinkStatus>`case
        when ${reviewLinks.revokedAt} is not null then 'REVOKED'
        when ${reviewLinks.expiresAt} <= now() then 'EXPIRED'
        when ${decisions} > 0 then 'USED'
        else 'ACTIVE' end`,
    })
    .from(reviewLinks)
    .leftJoin(timesheetReviewers, eq(timesheetReviewers.id, reviewLinks.reviewerId))
    .where(eq(reviewLinks.timesheetId, timesheetId))
    .orderBy(desc(reviewLinks.createdAt), desc(reviewLinks.id));
}
