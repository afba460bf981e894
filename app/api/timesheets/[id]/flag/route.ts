import { flagTimesheetBody } from "@/lib/schemas/timesheets";
import { endpoint } from "@/server/http/endpoint";
import { flagTimesheet } from "@/server/services/timesheets/flag-timesheet";

/** Who may flag is the transition table's answer (the owner or an administrator), given by the service. */
export const PUT = endpoint(
  { access: "signed-in", id: "Timesheet", body: flagTimesheetBody, answer: "as-is" },
  async ({ db, actor, id, body }) => ({ success: true, data: await flagTimesheet(db, actor, id, body) }),
);
