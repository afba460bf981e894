import { endpoint } from "@/server/http/endpoint";
import { timesheetSearchApi } from "@/server/openapi/routes/timesheet-search";
import { searchTimesheets } from "@/server/services/timesheets/search-timesheets";

export const POST = endpoint(timesheetSearchApi.searchTimesheets, ({ db, body }) => searchTimesheets(db, body));
