import { NextResponse } from "next/server";
import { createEngagementBody } from "@/lib/schemas/engagements";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { createEngagement } from "@/server/services/engagements/create-engagement";

/** Adds a dated period with rates to a project engagement, creating the timesheets of its months. */
export const POST = route(async (request) => {
  const actor = await requireActor(request, "admin:write");
  const body = await parseBody(request, createEngagementBody);
  const db = await getDb();
  return NextResponse.json({ data: await createEngagement(db, actor, body, businessToday()) }, { status: 201 });
});
