import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { deleteProjectEngagement } from "@/server/services/engagements/delete-project-engagement";

type Context = { params: Promise<{ id: string }> };

/** Deletes an unused project engagement with its periods, rates and timesheets. */
export const DELETE = route(async (request, context: Context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Project engagement");
  const db = await getDb();
  return NextResponse.json({ data: await deleteProjectEngagement(db, actor, id) });
});
