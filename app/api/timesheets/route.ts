import { NextResponse } from "next/server";
import { timesheetListQuery } from "@/lib/schemas/timesheets";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseQuery, route } from "@/server/http/respond";
import { listTimesheets } from "@/server/services/timesheets/list-timesheets";

/** One page of the caller's timesheets, newest first; administrators see all, optionally by ?contractorId= and ?projectId=. */
export const GET = route(async (request) => {
  const actor = await requireActor(request);
  const query = parseQuery(request, timesheetListQuery);
  return NextResponse.json(await listTimesheets(await getDb(), actor, query));
});
