import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { getTimesheet } from "@/server/services/timesheets/get-timesheet";

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (request, context: Context) => {
  const actor = await requireActor(request);
  const id = await idFrom(context, "Timesheet");
  return NextResponse.json({ data: await getTimesheet(await getDb(), actor, id) });
});
