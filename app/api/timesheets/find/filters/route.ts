import { endpoint } from "@/server/http/endpoint";
import { timesheetSearchApi } from "@/server/openapi/routes/timesheet-search";
import { listTimesheetSearchFilters } from "@/server/services/timesheets/list-timesheet-search-filters";

export const GET = endpoint(timesheetSearchApi.getTimesheetSearchFilters, ({ db }) => listTimesheetSearchFilters(db));
