import { timesheetSearchBody } from "@/lib/schemas/timesheet-search";
import { endpoint } from "@/server/http/endpoint";
import { searchTimesheets } from "@/server/services/timesheets/search-timesheets";

export const POST = endpoint({ access: "admin:read", body: timesheetSearchBody }, ({ db, body }) => searchTimesheets(db, body));
