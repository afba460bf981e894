import { NextResponse } from "next/server";
import { reviewApproveBody } from "@/lib/schemas/reviews";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { findReviewLink } from "@/server/services/review-links/find-review-link";
import { decideAsReviewer } from "@/server/services/reviews/decide-as-reviewer";

type Context = { params: Promise<{ id: string }> };

/** The reviewer approves a submitted component; the token in the path proves who they are. */
export const PUT = route(async (request, context: Context) => {
  const { id: token } = await context.params;
  const db = await getDb();
  // The link first: a reviewer whose link expired learns that, not what was wrong with the form.
  await findReviewLink(db, token);
  const body = await parseBody(request, reviewApproveBody);
  const result = await decideAsReviewer(db, token, { ...body, decision: "APPROVED" }, businessToday());
  return NextResponse.json({ data: result });
});
