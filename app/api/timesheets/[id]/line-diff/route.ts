import { lineDiffQuery } from "@/lib/schemas/line-review";
import { endpoint } from "@/server/http/endpoint";
import { getLineDiff } from "@/server/services/line-review/get-line-diff";

/** What changed in a component between a submission and the one before (docs/line-review.md). */
export const GET = endpoint({ access: "signed-in", id: "Timesheet", query: lineDiffQuery }, ({ db, actor, id, query }) => getLineDiff(db, actor, id, query));
