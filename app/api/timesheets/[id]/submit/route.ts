import { NextResponse } from "next/server";
import { submitTimesheetBody } from "@/lib/schemas/timesheets";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { submitTimesheet } from "@/server/services/timesheets/submit-timesheet";

type Context = { params: Promise<{ id: string }> };

export const POST = route(async (request, context: Context) => {
  const actor = await requireActor(request);
  const id = await idFrom(context, "Timesheet");
  // The spec's submit call carries no payload; a body is only needed to name the version read.
  const body = request.body === null ? {} : await parseBody(request, submitTimesheetBody);
  return NextResponse.json({ success: true, data: await submitTimesheet(await getDb(), actor, id, body) });
});
