import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { listTimesheetSearchFilters } from "@/server/services/timesheets/list-timesheet-search-filters";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  return NextResponse.json({ data: await listTimesheetSearchFilters(await getDb()) });
});
