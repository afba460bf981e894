"use client";

import { LineDiffSection } from "@/components/timesheet/line-diff-view";
import { useLineDiff } from "@/hooks/use-line-diff";
import { LINE_COMPONENTS, type LineComponent } from "@/lib/domain/reference";
import { componentStatusOf } from "@/lib/domain/statuses";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

function LineDiffOf({ timesheet, component }: { timesheet: TimesheetDetail; component: LineComponent }) {
  const submitted = componentStatusOf(timesheet, component) === "SUBMITTED";
  const diff = useLineDiff(timesheet.id, component, timesheet.version, submitted);
  if (!submitted || !diff.data) return null;
  return <LineDiffSection diff={diff.data} />;
}

/** For each component under review again after a contest, what the resubmission changed. */
export function LineDiffs({ timesheet }: { timesheet: TimesheetDetail }) {
  return (
    <>
      {LINE_COMPONENTS.map((component) => (
        <LineDiffOf key={component} timesheet={timesheet} component={component} />
      ))}
    </>
  );
}
