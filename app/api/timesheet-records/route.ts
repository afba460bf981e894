import { endpoint } from "@/server/http/endpoint";
import { timesheetRecordsApi } from "@/server/openapi/routes/timesheet-records";
import { deleteTimesheetRecords } from "@/server/services/timesheet-records/delete-timesheet-records";
import { upsertTimesheetRecords } from "@/server/services/timesheet-records/upsert-timesheet-records";

/** Create or update a list of records of one timesheet, all or nothing. */
export const POST = endpoint(timesheetRecordsApi.saveTimesheetRecords, ({ db, actor, body }) => upsertTimesheetRecords(db, actor, body));

/** Delete a list of records of one timesheet, all or nothing. */
export const DELETE = endpoint(timesheetRecordsApi.deleteTimesheetRecords, ({ db, actor, body }) => deleteTimesheetRecords(db, actor, body));
