import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { decisionsApi } from "@/server/openapi/routes/decisions";
import { contestComponent } from "@/server/services/decisions/contest-component";

/** An administrator contests a submitted component with a reason (a reviewer uses /api/timesheet-review/{token}/contest). */
export const PUT = endpoint(decisionsApi.contestTimesheetComponent, ({ db, actor, id, body }) =>
  contestComponent(db, actor, id, body, businessToday()),
);
