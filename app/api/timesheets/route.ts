import { timesheetListQuery } from "@/lib/schemas/timesheets";
import { endpoint } from "@/server/http/endpoint";
import { listTimesheets } from "@/server/services/timesheets/list-timesheets";

/** One page of the caller's timesheets, newest first; administrators see all, optionally by ?contractorId= and ?projectId=. */
export const GET = endpoint({ access: "signed-in", query: timesheetListQuery, answer: "as-is" }, ({ db, actor, query }) => listTimesheets(db, actor, query));
