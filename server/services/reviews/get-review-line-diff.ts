import "server-only";
import type { LineDiffQuery, LineDiffView } from "@/lib/schemas/line-review";
import type { DbOrTx } from "@/server/db";
import { readLineDiff } from "@/server/services/line-review/read-line-diff";
import { findReviewLink } from "@/server/services/review-links/find-review-link";

/** The diff of a component of the one timesheet a review link opens. */
export async function getReviewLineDiff(db: DbOrTx, token: string, query: LineDiffQuery): Promise<LineDiffView> {
  const link = await findReviewLink(db, token);
  return readLineDiff(db, link.timesheetId, query);
}
