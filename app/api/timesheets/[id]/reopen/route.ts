import { closeTimesheetBody } from "@/lib/schemas/decisions";
import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { reopenTimesheet } from "@/server/services/decisions/reopen-timesheet";

/** Reopens a closed timesheet back to APPROVED. The body (its version) is optional. */
export const PUT = endpoint(
  { access: "admin:write", id: "Timesheet", body: closeTimesheetBody, bodyOptional: true },
  ({ db, actor, id, body }) => reopenTimesheet(db, actor, id, body, businessToday()),
);
