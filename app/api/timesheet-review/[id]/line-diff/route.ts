import { NextResponse } from "next/server";
import { lineDiffQuery } from "@/lib/schemas/line-review";
import { getDb } from "@/server/db";
import { parseQuery, route } from "@/server/http/respond";
import { findReviewLink } from "@/server/services/review-links/find-review-link";
import { getReviewLineDiff } from "@/server/services/reviews/get-review-line-diff";

type Context = { params: Promise<{ id: string }> };

/** What changed in a component of the link's timesheet since its previous submission; the token is the credential, so nothing may cache it. */
export const GET = route(async (request, context: Context) => {
  const { id: token } = await context.params;
  const db = await getDb();
  // The link first: a reviewer whose link expired learns that, not what was wrong with the query.
  await findReviewLink(db, token);
  const query = parseQuery(request, lineDiffQuery);
  const diff = await getReviewLineDiff(db, token, query);
  return NextResponse.json({ data: diff }, { headers: { "referrer-policy": "no-referrer" } });
});
