import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { decisionsApi } from "@/server/openapi/routes/decisions";
import { reopenTimesheet } from "@/server/services/decisions/reopen-timesheet";

/** Reopens a closed timesheet back to APPROVED. The body (its version) is optional. */
export const PUT = endpoint(
  decisionsApi.reopenTimesheet,
  ({ db, actor, id, body }) => reopenTimesheet(db, actor, id, body, businessToday()),
);
