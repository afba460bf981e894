import { endpoint } from "@/server/http/endpoint";
import { timesheetsApi } from "@/server/openapi/routes/timesheets";
import { submitTimesheet } from "@/server/services/timesheets/submit-timesheet";

// The spec's submit call carries no payload; a body is only needed to name the version read.
export const POST = endpoint(timesheetsApi.submitTimesheet, async ({ db, actor, id, body }) => ({ success: true as const, data: await submitTimesheet(db, actor, id, body) }));
