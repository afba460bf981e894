import { closeTimesheetBody } from "@/lib/schemas/decisions";
import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { closeTimesheet } from "@/server/services/decisions/close-timesheet";

/** Closes an approved, fully settled timesheet. The body (its version) is optional. */
export const PUT = endpoint(
  { access: "admin:write", id: "Timesheet", body: closeTimesheetBody, bodyOptional: true },
  ({ db, actor, id, body }) => closeTimesheet(db, actor, id, body, businessToday()),
);
