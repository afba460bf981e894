import { copyPreviousMonthBody } from "@/lib/schemas/timesheet-records";
import { endpoint } from "@/server/http/endpoint";
import { copyPreviousMonth } from "@/server/services/timesheet-records/copy-previous-month";

/** Copies the previous month's records into this timesheet. The spec's client sends no body; one may carry the timesheet version. */
export const POST = endpoint(
  { access: "signed-in", id: "Timesheet", body: copyPreviousMonthBody, bodyOptional: true },
  ({ db, actor, id, body }) => copyPreviousMonth(db, actor, id, body),
);
