import { endpoint } from "@/server/http/endpoint";
import { timesheetsApi } from "@/server/openapi/routes/timesheets";
import { getLineDiff } from "@/server/services/line-review/get-line-diff";

/** What changed in a component between a submission and the one before (docs/line-review.md). */
export const GET = endpoint(timesheetsApi.getTimesheetLineDiff, ({ db, actor, id, query }) => getLineDiff(db, actor, id, query));
