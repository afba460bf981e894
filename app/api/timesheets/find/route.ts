import { NextResponse } from "next/server";
import { timesheetSearchBody } from "@/lib/schemas/timesheet-search";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { searchTimesheets } from "@/server/services/timesheets/search-timesheets";

export const POST = route(async (request) => {
  await requireActor(request, "admin:read");
  const body = await parseBody(request, timesheetSearchBody);
  return NextResponse.json({ data: await searchTimesheets(await getDb(), body) });
});
