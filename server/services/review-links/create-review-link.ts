import "server-only";
import { eq, sql } from "drizzle-orm";
import { env } from "@/env";
import { AppError, notFound, fieldIssue } from "@/lib/errors";
import { readReviewLinkDays, REVIEW_LINK_DAYS_KEY } from "@/lib/schemas/configurations";
import { REVIEW_LINK_DEFAULT_DAYS, type CreatedReviewLink, type CreateReviewLinkBody } from "@/lib/schemas/reviews";
import type { Actor } from "@/server/auth/actor";
import type { Database, DbOrTx } from "@/server/db";
import { configurations, reviewLinks, timesheetReviewers } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { configuredValue } from "@/server/services/configurations/configured-value";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { hashReviewToken, newReviewToken } from "./review-token";

/** The reviewLinks.validityDays configuration when it holds a valid number of days, else the default. */
async function defaultValidityDays(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: configurations.value }).from(configurations).where(eq(configurations.key, REVIEW_LINK_DAYS_KEY));
  return configuredValue(REVIEW_LINK_DAYS_KEY, row?.value, readReviewLinkDays, REVIEW_LINK_DEFAULT_DAYS);
}

/**
 * Creates a link that lets a reviewer without an account approve or contest one timesheet.
 * The token is returned here, inside the URL, and never again: only its hash is stored.
 */
export async function createReviewLink(db: Database, actor: Actor, timesheetId: string, body: CreateReviewLinkBody): Promise<CreatedReviewLink> {
  return db.transaction(async (tx) => {
    const timesheet = await findTimesheetFor(tx, actor, timesheetId);
    if (body.reviewerId) {
      const [reviewer] = await tx
        .select({ projectId: timesheetReviewers.projectId })
        .from(timesheetReviewers)
        .where(eq(timesheetReviewers.id, body.reviewerId));
      if (!reviewer) throw notFound("reviewer");
      if (reviewer.projectId !== timesheet.projectId) {
        throw new AppError("BAD_REQUEST", { key: "requestNotValid" }, [
          fieldIssue("reviewerId", { key: "reviewerDoesNotReview" }),
        ]);
      }
    }
    const days = body.expiresInDays ?? (await defaultValidityDays(tx));
    const token = newReviewToken();
    const [link] = await tx
      .insert(reviewLinks)
      .values({
        timesheetId,
        reviewerId: body.reviewerId ?? null,
        tokenHash: hashReviewToken(token),
        expiresAt: sql`now() + make_interval(days => ${days})`,
        createdBy: actor.userId,
      })
      .returning({ id: reviewLinks.id, expiresAt: isoTimestampSql(reviewLinks.expiresAt) });
    if (!link) throw new Error("The review link was not created.");
    const url = `${env.DEPLOYMENT_URL.replace(/\/+$/, "")}/review/${token}`;
    return { id: link.id, timesheetId, reviewerId: body.reviewerId ?? null, expiresAt: link.expiresAt, revokedAt: null, url };
  });
}
