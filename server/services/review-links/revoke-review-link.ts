import "server-only";
import { eq, sql } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { ReviewLink } from "@/lib/schemas/reviews";
import type { Database } from "@/server/db";
import { reviewLinks } from "@/server/db/schema";
import { isoTimestampSql, nullableIsoTimestampSql } from "@/server/db/sql/iso-timestamp";

/** Revokes a review link at once; revoking it again keeps the first revocation time. */
export async function revokeReviewLink(db: Database, id: string): Promise<ReviewLink> {
  const [link] = await db
    .update(reviewLinks)
    .set({ revokedAt: sql`coalesce(${reviewLinks.revokedAt}, now())` })
    .where(eq(reviewLinks.id, id))
    .returning({
      id: reviewLinks.id,
      timesheetId: reviewLinks.timesheetId,
      reviewerId: reviewLinks.reviewerId,
      expiresAt: isoTimestampSql(reviewLinks.expiresAt),
      revokedAt: nullableIsoTimestampSql(reviewLinks.revokedAt),
    });
  if (!link) throw notFound("reviewLink");
  return link;
}
