import { NextResponse } from "next/server";
import { createReviewLinkBody } from "@/lib/schemas/reviews";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { createReviewLink } from "@/server/services/review-links/create-review-link";
import { listReviewLinks } from "@/server/services/review-links/list-review-links";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";

type Context = { params: Promise<{ id: string }> };

/** Creates a review link; its URL (with the token) is in this response only. The body is optional. */
export const POST = route(async (request, context: Context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Timesheet");
  const body = request.headers.has("content-type") ? await parseBody(request, createReviewLinkBody) : createReviewLinkBody.parse({});
  const link = await createReviewLink(await getDb(), actor, id, body);
  return NextResponse.json({ data: link }, { status: 201 });
});

/** The timesheet's review links with their status (never their URLs). */
export const GET = route(async (request, context: Context) => {
  const actor = await requireActor(request, "admin:read");
  const id = await idFrom(context, "Timesheet");
  const db = await getDb();
  await findTimesheetFor(db, actor, id);
  return NextResponse.json({ data: await listReviewLinks(db, id) });
});
