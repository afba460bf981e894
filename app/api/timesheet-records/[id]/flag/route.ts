import { NextResponse } from "next/server";
import { flagTimesheetRecordBody } from "@/lib/schemas/timesheet-records";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { flagTimesheetRecord } from "@/server/services/timesheet-records/flag-timesheet-record";

type Context = { params: Promise<{ id: string }> };

/** The owner or an administrator flags a record for attention (the transition table; 404 for others' records, 409 when closed). */
export const PUT = route(async (request, context: Context) => {
  const actor = await requireActor(request);
  const id = await idFrom(context, "Timesheet record");
  const body = await parseBody(request, flagTimesheetRecordBody);
  return NextResponse.json({ data: await flagTimesheetRecord(await getDb(), actor, id, body) });
});
