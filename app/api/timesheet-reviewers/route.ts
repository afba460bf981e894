import { NextResponse } from "next/server";
import { createReviewerBody, reviewerListQuery } from "@/lib/schemas/reviews";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, parseQuery, route } from "@/server/http/respond";
import { createTimesheetReviewer } from "@/server/services/reviews/create-timesheet-reviewer";
import { listTimesheetReviewers } from "@/server/services/reviews/list-timesheet-reviewers";

/** One page of who reviews which project; ?projectId= narrows to one project. */
export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = parseQuery(request, reviewerListQuery);
  return NextResponse.json(await listTimesheetReviewers(await getDb(), query));
});

/** Adds a reviewer to a project. */
export const POST = route(async (request) => {
  await requireActor(request, "admin:write");
  const body = await parseBody(request, createReviewerBody);
  return NextResponse.json({ data: await createTimesheetReviewer(await getDb(), body) }, { status: 201 });
});
