import { deleteTimesheetRecordsBody, upsertTimesheetRecordsBody } from "@/lib/schemas/timesheet-records";
import { endpoint } from "@/server/http/endpoint";
import { deleteTimesheetRecords } from "@/server/services/timesheet-records/delete-timesheet-records";
import { upsertTimesheetRecords } from "@/server/services/timesheet-records/upsert-timesheet-records";

/** Create or update a list of records of one timesheet, all or nothing. */
export const POST = endpoint({ access: "signed-in", body: upsertTimesheetRecordsBody }, ({ db, actor, body }) => upsertTimesheetRecords(db, actor, body));

/** Delete a list of records of one timesheet, all or nothing. */
export const DELETE = endpoint({ access: "signed-in", body: deleteTimesheetRecordsBody }, ({ db, actor, body }) => deleteTimesheetRecords(db, actor, body));
