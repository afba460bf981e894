import { NextResponse } from "next/server";
import { deleteTimesheetRecordsBody, upsertTimesheetRecordsBody } from "@/lib/schemas/timesheet-records";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { deleteTimesheetRecords } from "@/server/services/timesheet-records/delete-timesheet-records";
import { upsertTimesheetRecords } from "@/server/services/timesheet-records/upsert-timesheet-records";

/** Create or update a list of records of one timesheet, all or nothing. */
export const POST = route(async (request) => {
  const actor = await requireActor(request);
  const body = await parseBody(request, upsertTimesheetRecordsBody);
  return NextResponse.json({ data: await upsertTimesheetRecords(await getDb(), actor, body) });
});

/** Delete a list of records of one timesheet, all or nothing. */
export const DELETE = route(async (request) => {
  const actor = await requireActor(request);
  const body = await parseBody(request, deleteTimesheetRecordsBody);
  return NextResponse.json({ data: await deleteTimesheetRecords(await getDb(), actor, body) });
});
