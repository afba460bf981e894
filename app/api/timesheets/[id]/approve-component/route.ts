import { approveComponentBody } from "@/lib/schemas/decisions";
import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { approveComponent } from "@/server/services/decisions/approve-component";

/** An administrator approves a submitted component (a reviewer uses /api/timesheet-review/{token}/approve). */
export const PUT = endpoint({ access: "timesheets:review", id: "Timesheet", body: approveComponentBody }, ({ db, actor, id, body }) =>
  approveComponent(db, actor, id, body, businessToday()),
);
