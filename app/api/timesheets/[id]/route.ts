import { endpoint } from "@/server/http/endpoint";
import { timesheetsApi } from "@/server/openapi/routes/timesheets";
import { getTimesheet } from "@/server/services/timesheets/get-timesheet";

export const GET = endpoint(timesheetsApi.getTimesheet, ({ db, actor, id }) => getTimesheet(db, actor, id));
