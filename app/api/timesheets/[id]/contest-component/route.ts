import { contestComponentBody } from "@/lib/schemas/decisions";
import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { contestComponent } from "@/server/services/decisions/contest-component";

/** An administrator contests a submitted component with a reason (a reviewer uses /api/timesheet-review/{token}/contest). */
export const PUT = endpoint({ access: "timesheets:review", id: "Timesheet", body: contestComponentBody }, ({ db, actor, id, body }) =>
  contestComponent(db, actor, id, body, businessToday()),
);
