import { endpoint } from "@/server/http/endpoint";
import { timesheetRecordsApi } from "@/server/openapi/routes/timesheet-records";
import { copyPreviousMonth } from "@/server/services/timesheet-records/copy-previous-month";

/** Copies the previous month's records into this timesheet. The spec's client sends no body; one may carry the timesheet version. */
export const POST = endpoint(
  timesheetRecordsApi.copyPreviousMonthRecords,
  ({ db, actor, id, body }) => copyPreviousMonth(db, actor, id, body),
);
