import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { decisionsApi } from "@/server/openapi/routes/decisions";
import { batchClosing } from "@/server/services/decisions/batch-closing";

/** Per-item results: each timesheet is tried on its own, so one refusal does not block the rest. By ids, or by the list's filter. */
export const PUT = endpoint(decisionsApi.closeTimesheets, ({ db, actor, body }) =>
  batchClosing(db, actor, body.filter ? { filter: body.filter } : { ids: body.ids ?? [] }, "close", businessToday()),
);
