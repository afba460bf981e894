import { NextResponse } from "next/server";
import { activityLogQuery } from "@/lib/schemas/activity-logs";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseQuery, route } from "@/server/http/respond";
import { listActivityLogs } from "@/server/services/activity-logs/list-activity-logs";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = parseQuery(request, activityLogQuery);
  return NextResponse.json(await listActivityLogs(await getDb(), query));
});
