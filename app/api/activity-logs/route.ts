import { NextResponse } from "next/server";
import { activityLogQuery } from "@/lib/schemas/activity-logs";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { listActivityLogs } from "@/server/services/activity-logs/list-activity-logs";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = activityLogQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listActivityLogs(await getDb(), query));
});
