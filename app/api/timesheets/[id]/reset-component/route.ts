import { NextResponse } from "next/server";
import { resetComponentBody } from "@/lib/schemas/timesheets";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { resetComponent } from "@/server/services/timesheets/reset-component";

type Context = { params: Promise<{ id: string }> };

export const POST = route(async (request, context: Context) => {
  const actor = await requireActor(request);
  const id = await idFrom(context, "Timesheet");
  const body = await parseBody(request, resetComponentBody);
  return NextResponse.json({ success: true, data: await resetComponent(await getDb(), actor, id, body) });
});
