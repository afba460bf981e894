import "server-only";
import { isEmptyDiff, lineDiff, lineLabel } from "@/lib/domain/line-diff";
import { LINE_COMPONENTS } from "@/lib/domain/reference";
import { componentStatusOf, type TimesheetStatuses } from "@/lib/domain/statuses";
import type { Tx } from "@/server/db";
import { storedStatuses } from "@/server/db/sql/stored-values";
import type { StoredTimesheet } from "@/server/services/timesheets/find-timesheet";
import { snapshotSubmission } from "./snapshot-submission";

/**
 * During a submit, before its statuses are written: snapshots the fee and expenses components that
 * this submit sends to review (not one already under review, as when the bonus is submitted
 * alone), in one statement. For a resubmission that changed lines, it answers the lines added,
 * removed and changed since the submission before, which the submit's own activity-log row then
 * carries as `lines` (no row of its own, so the log keeps one row per action).
 */
export async function recordSubmission(tx: Tx, row: StoredTimesheet, after: TimesheetStatuses): Promise<Record<string, unknown>> {
  const before = storedStatuses(row);
  const submitted = LINE_COMPONENTS.filter(
    (component) => componentStatusOf(before, component) !== "SUBMITTED" && componentStatusOf(after, component) === "SUBMITTED",
  );
  const taken = await snapshotSubmission(tx, row.id, submitted);
  const lines = taken.flatMap(({ component, number, lines: now, previousLines }) => {
    if (previousLines === null) return [];
    const diff = lineDiff(previousLines, now);
    // A resubmission that changed no line has nothing to name (the diff endpoint still says so).
    if (isEmptyDiff(diff)) return [];
    return [
      {
        component,
        submission: number,
        added: diff.added.map(lineLabel),
        removed: diff.removed.map(lineLabel),
        changed: diff.changed.map((line) => lineLabel(line.after)),
      },
    ];
  });
  return lines.length > 0 ? { lines } : {};
}
