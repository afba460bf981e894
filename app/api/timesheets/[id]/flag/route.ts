import { NextResponse } from "next/server";
import { flagTimesheetBody } from "@/lib/schemas/timesheets";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { flagTimesheet } from "@/server/services/timesheets/flag-timesheet";

type Context = { params: Promise<{ id: string }> };

/** Who may flag is the transition table's answer (the owner or an administrator), given by the service. */
export const PUT = route(async (request, context: Context) => {
  const actor = await requireActor(request);
  const id = await idFrom(context, "Timesheet");
  const body = await parseBody(request, flagTimesheetBody);
  return NextResponse.json({ success: true, data: await flagTimesheet(await getDb(), actor, id, body) });
});
