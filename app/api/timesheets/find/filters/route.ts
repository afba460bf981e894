import { endpoint } from "@/server/http/endpoint";
import { listTimesheetSearchFilters } from "@/server/services/timesheets/list-timesheet-search-filters";

export const GET = endpoint({ access: "admin:read" }, ({ db }) => listTimesheetSearchFilters(db));
