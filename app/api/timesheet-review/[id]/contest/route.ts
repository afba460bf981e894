import { NextResponse } from "next/server";
import { reviewContestBody } from "@/lib/schemas/reviews";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { findReviewLink } from "@/server/services/review-links/find-review-link";
import { decideAsReviewer } from "@/server/services/reviews/decide-as-reviewer";

type Context = { params: Promise<{ id: string }> };

/** The reviewer contests a submitted component; the reason goes to the contractor through the timesheet's messages. */
export const PUT = route(async (request, context: Context) => {
  const { id: token } = await context.params;
  const db = await getDb();
  // The link first: a reviewer whose link expired learns that, not what was wrong with the form.
  await findReviewLink(db, token);
  const body = await parseBody(request, reviewContestBody);
  const result = await decideAsReviewer(db, token, { ...body, decision: "CONTESTED" }, businessToday());
  return NextResponse.json({ data: result });
});
