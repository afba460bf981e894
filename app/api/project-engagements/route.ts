import { NextResponse } from "next/server";
import { createProjectEngagementBody } from "@/lib/schemas/engagements";
import { projectEngagementListQuery } from "@/lib/schemas/engagements";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { parseBody, parseQuery, route } from "@/server/http/respond";
import { createProjectEngagement } from "@/server/services/engagements/create-project-engagement";
import { listProjectEngagements } from "@/server/services/engagements/list-project-engagements";

/** One page of the contractor's own engagements; ?includeHidden=true also lists those the 60-day rule hides. */
export const GET = route(async (request) => {
  const actor = await requireActor(request, "own-timesheets:read");
  const query = parseQuery(request, projectEngagementListQuery);
  return NextResponse.json(await listProjectEngagements(await getDb(), actor, { ...query, today: businessToday() }));
});

/** An administrator puts a contractor on a project; its periods and rates come with POST /api/engagements. */
export const POST = route(async (request) => {
  await requireActor(request, "admin:write");
  const body = await parseBody(request, createProjectEngagementBody);
  return NextResponse.json({ data: await createProjectEngagement(await getDb(), body) }, { status: 201 });
});
