import "server-only";
import type { LineDiffQuery, LineDiffView } from "@/lib/schemas/line-review";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { readLineDiff } from "./read-line-diff";

/** The diff of a component's submission for whoever may read the timesheet (404 for other people's). */
export async function getLineDiff(db: DbOrTx, actor: Actor, timesheetId: string, query: LineDiffQuery): Promise<LineDiffView> {
  await findTimesheetFor(db, actor, timesheetId);
  return readLineDiff(db, timesheetId, query);
}
