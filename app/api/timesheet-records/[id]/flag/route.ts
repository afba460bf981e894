import { endpoint } from "@/server/http/endpoint";
import { timesheetRecordsApi } from "@/server/openapi/routes/timesheet-records";
import { flagTimesheetRecord } from "@/server/services/timesheet-records/flag-timesheet-record";

/** The owner or an administrator flags a record for attention (the transition table; 404 for others' records, 409 when closed). */
export const PUT = endpoint(timesheetRecordsApi.flagTimesheetRecord, ({ db, actor, id, body }) =>
  flagTimesheetRecord(db, actor, id, body),
);
