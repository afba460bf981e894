import { NextResponse } from "next/server";
import type { reviewApproveBody, reviewContestBody } from "@/lib/schemas/reviews";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import type { ComponentDecision } from "@/server/services/decisions/decide-component";
import { findReviewLink } from "@/server/services/review-links/find-review-link";
import { decideAsReviewer } from "@/server/services/reviews/decide-as-reviewer";

type Context = { params: Promise<{ id: string }> };

type Decision = { body: typeof reviewApproveBody | typeof reviewContestBody; decision: ComponentDecision["decision"] };

/**
 * The reviewer's approve and contest: the token in the path proves who they are (no session, so
 * not endpoint()), and the link is checked before the body.
 */
export function reviewerDecision({ body: schema, decision }: Decision) {
  return route(async (request, context: Context) => {
    const { id: token } = await context.params;
    const db = await getDb();
    // The link first: a reviewer whose link expired learns that, not what was wrong with the form.
    await findReviewLink(db, token);
    const body = await parseBody(request, schema);
    return NextResponse.json({ data: await decideAsReviewer(db, token, { ...body, decision }, businessToday()) });
  });
}
