import "server-only";
import { eq, sql } from "drizzle-orm";
import { AppError, type Refusal } from "@/lib/errors";
import { REVIEW_LINK_MESSAGES } from "@/lib/schemas/reviews";
import type { DbOrTx } from "@/server/db";
import { reviewLinks, timesheetReviewers } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { hashReviewToken, looksLikeReviewToken } from "./review-token";

/** Who decides when the link names no reviewer. */
export const UNNAMED_REVIEWER = "Reviewer";

export interface UsableReviewLink {
  id: string;
  timesheetId: string;
  reviewerName: string;
  expiresAt: string;
}

const refused = (reason: Refusal) => new AppError("NOT_FOUND", reason);

/**
 * The link a reviewer's token opens, or 404 with the words for why not: unknown, revoked or
 * expired (checked against the database clock, the same clock that stamped it). With
 * `forUpdate` the link stays locked, so a revocation cannot slip in before a decision commits.
 */
export async function findReviewLink(db: DbOrTx, token: string, options: { forUpdate?: boolean } = {}): Promise<UsableReviewLink> {
  if (!looksLikeReviewToken(token)) throw refused(REVIEW_LINK_MESSAGES.invalid);
  const query = db
    .select({
      id: reviewLinks.id,
      timesheetId: reviewLinks.timesheetId,
      reviewerName: timesheetReviewers.name,
      expiresAt: isoTimestampSql(reviewLinks.expiresAt),
      revoked: sql<boolean>`${reviewLinks.revokedAt} is not null`,
      expired: sql<boolean>`${reviewLinks.expiresAt} <= now()`,
    })
    .from(reviewLinks)
    .leftJoin(timesheetReviewers, eq(timesheetReviewers.id, reviewLinks.reviewerId))
    .where(eq(reviewLinks.tokenHash, hashReviewToken(token)));
  const [link] = options.forUpdate ? await query.for("update", { of: reviewLinks }) : await query;
  if (!link) throw refused(REVIEW_LINK_MESSAGES.invalid);
  if (link.revoked) throw refused(REVIEW_LINK_MESSAGES.revoked);
  if (link.expired) throw refused(REVIEW_LINK_MESSAGES.expired);
  return { id: link.id, timesheetId: link.timesheetId, reviewerName: link.reviewerName ?? UNNAMED_REVIEWER, expiresAt: link.expiresAt };
}
