import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { decisionsApi } from "@/server/openapi/routes/decisions";
import { approveComponent } from "@/server/services/decisions/approve-component";

/** An administrator approves a submitted component (a reviewer uses /api/timesheet-review/{token}/approve). */
export const PUT = endpoint(decisionsApi.approveTimesheetComponent, ({ db, actor, id, body }) =>
  approveComponent(db, actor, id, body, businessToday()),
);
