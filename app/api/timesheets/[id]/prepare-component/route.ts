import { endpoint } from "@/server/http/endpoint";
import { timesheetsApi } from "@/server/openapi/routes/timesheets";
import { prepareComponent } from "@/server/services/timesheets/prepare-component";

export const POST = endpoint(
  timesheetsApi.prepareTimesheetComponent,
  async ({ db, actor, id, body }) => ({ success: true as const, data: await prepareComponent(db, actor, id, body) }),
);
