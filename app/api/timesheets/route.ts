import { endpoint } from "@/server/http/endpoint";
import { timesheetsApi } from "@/server/openapi/routes/timesheets";
import { listTimesheets } from "@/server/services/timesheets/list-timesheets";

/** One page of the caller's timesheets, newest first; administrators see all, optionally by ?contractorId= and ?projectId=. */
export const GET = endpoint(timesheetsApi.listTimesheets, ({ db, actor, query }) => listTimesheets(db, actor, query));
