import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { decisionsApi } from "@/server/openapi/routes/decisions";
import { closeTimesheet } from "@/server/services/decisions/close-timesheet";

/** Closes an approved, fully settled timesheet. The body (its version) is optional. */
export const PUT = endpoint(
  decisionsApi.closeTimesheet,
  ({ db, actor, id, body }) => closeTimesheet(db, actor, id, body, businessToday()),
);
