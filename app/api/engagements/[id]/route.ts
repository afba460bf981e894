import { NextResponse } from "next/server";
import { updateEngagementBody } from "@/lib/schemas/engagements";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { deleteEngagement } from "@/server/services/engagements/delete-engagement";
import { updateEngagement } from "@/server/services/engagements/update-engagement";

type Context = { params: Promise<{ id: string }> };

/** Changes a period's dates and rates (version-checked). */
export const PUT = route(async (request, context: Context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Engagement");
  const body = await parseBody(request, updateEngagementBody);
  const db = await getDb();
  return NextResponse.json({ data: await updateEngagement(db, actor, id, body, businessToday()) });
});

/** Deletes a period whose rates pay no record. */
export const DELETE = route(async (request, context: Context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Engagement");
  const db = await getDb();
  return NextResponse.json({ data: await deleteEngagement(db, actor, id) });
});
