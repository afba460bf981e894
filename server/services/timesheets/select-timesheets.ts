import "server-only";
import { asc, desc } from "drizzle-orm";
import { AppError, fieldIssue } from "@/lib/errors";
import type { TimesheetListFilter } from "@/lib/schemas/timesheet-selection";
import type { DbOrTx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { listConditions } from "./list-admin-timesheets";

/**
 * The ids of every timesheet the administrator's timesheets list shows with `filter` (#47.7,
 * "select all matching"), in one query on the list's own conditions, newest period first. More
 * than `max` is 413 before anything is done: a selection the caller cannot see the end of is not
 * acted on in part.
 */
export async function timesheetIdsMatching(db: DbOrTx, filter: TimesheetListFilter, max: number): Promise<string[]> {
  const rows = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(listConditions(filter))
    .orderBy(desc(timesheets.billingPeriod), asc(timesheets.id))
    .limit(max + 1);
  if (rows.length > max) {
    throw new AppError("PAYLOAD_TOO_LARGE", { key: "filterMatchesMoreThan", values: { max: max.toLocaleString("en-US") } }, [
      fieldIssue("filter", { key: "mostMaxTimesheets", values: { max } }),
    ]);
  }
  if (rows.length === 0) throw new AppError("BAD_REQUEST", { key: "timesheetMatchesFilter" }, [fieldIssue("filter", { key: "timesheetMatchesFilter" })]);
  return rows.map((row) => row.id);
}
