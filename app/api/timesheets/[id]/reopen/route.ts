import { NextResponse } from "next/server";
import { closeTimesheetBody } from "@/lib/schemas/decisions";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { reopenTimesheet } from "@/server/services/decisions/reopen-timesheet";

type Context = { params: Promise<{ id: string }> };

/** Reopens a closed timesheet back to APPROVED. The body (its version) is optional. */
export const PUT = route(async (request, context: Context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Timesheet");
  const body = request.headers.has("content-type") ? await parseBody(request, closeTimesheetBody) : closeTimesheetBody.parse({});
  return NextResponse.json({ data: await reopenTimesheet(await getDb(), actor, id, body, businessToday()) });
});
