import "server-only";
import { isEmptyDiff, lineDiff, lineLabel } from "@/lib/domain/line-diff";
import { LINE_COMPONENTS } from "@/lib/domain/reference";
import { componentStatusOf, type TimesheetStatuses } from "@/lib/domain/statuses";
import type { Tx } from "@/server/db";
import { writeAudit } from "@/server/services/audit/write-audit";
import { snapshotSubmission } from "./snapshot-submission";

/**
 * After a submit: snapshots the fee and expenses components that this submit sent to review (not
 * one already under review, as when the bonus is submitted alone), in one statement. When that is
 * a resubmission that changed lines, the activity log names the lines added, removed and changed
 * since the submission before, in one more insert for all components.
 */
export async function recordSubmission(
  tx: Tx,
  actor: Parameters<typeof writeAudit>[1],
  timesheetId: string,
  before: TimesheetStatuses,
  after: TimesheetStatuses,
): Promise<void> {
  const submitted = LINE_COMPONENTS.filter(
    (component) => componentStatusOf(before, component) !== "SUBMITTED" && componentStatusOf(after, component) === "SUBMITTED",
  );
  const taken = await snapshotSubmission(tx, timesheetId, submitted);
  const entries = taken.flatMap(({ component, number, lines, previousLines }) => {
    if (previousLines === null) return [];
    const diff = lineDiff(previousLines, lines);
    // A resubmission that changed no line has nothing to name (the diff endpoint still says so).
    if (isEmptyDiff(diff)) return [];
    return [
      {
        action: "UPDATE" as const,
        entityType: "timesheet" as const,
        entityId: timesheetId,
        timesheetId,
        event: "resubmit-lines",
        after: {
          component,
          submission: number,
          added: diff.added.map(lineLabel),
          removed: diff.removed.map(lineLabel),
          changed: diff.changed.map((line) => lineLabel(line.after)),
        },
      },
    ];
  });
  await writeAudit(tx, actor, entries);
}
