import { endpoint } from "@/server/http/endpoint";
import { timesheetsApi } from "@/server/openapi/routes/timesheets";
import { flagTimesheet } from "@/server/services/timesheets/flag-timesheet";

/** Who may flag is the transition table's answer (the owner or an administrator), given by the service. */
export const PUT = endpoint(
  timesheetsApi.flagTimesheet,
  async ({ db, actor, id, body }) => ({ success: true as const, data: await flagTimesheet(db, actor, id, body) }),
);
