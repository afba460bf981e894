import { endpoint } from "@/server/http/endpoint";
import { timesheetsApi } from "@/server/openapi/routes/timesheets";
import { resetComponent } from "@/server/services/timesheets/reset-component";

export const POST = endpoint(
  timesheetsApi.resetTimesheetComponent,
  async ({ db, actor, id, body }) => ({ success: true as const, data: await resetComponent(db, actor, id, body) }),
);
