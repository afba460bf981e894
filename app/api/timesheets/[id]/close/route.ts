import { NextResponse } from "next/server";
import { closeTimesheetBody } from "@/lib/schemas/decisions";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { closeTimesheet } from "@/server/services/decisions/close-timesheet";

type Context = { params: Promise<{ id: string }> };

/** Closes an approved, fully settled timesheet. The body (its version) is optional. */
export const PUT = route(async (request, context: Context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Timesheet");
  const body = request.headers.has("content-type") ? await parseBody(request, closeTimesheetBody) : closeTimesheetBody.parse({});
  return NextResponse.json({ data: await closeTimesheet(await getDb(), actor, id, body, businessToday()) });
});
