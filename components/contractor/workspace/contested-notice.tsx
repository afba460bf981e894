import { MessageSquareWarning } from "lucide-react";
import type { Component } from "@/lib/domain/reference";
import { COMPONENT_LABELS, componentStatusOf } from "@/lib/domain/statuses";
import { formatTimestamp } from "@/lib/format/date";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { contestReason } from "./contest-reason";

/** A contested component says why above its content, so the correction starts from the reviewer's words. */
export function ContestedNotice({ timesheet, component }: { timesheet: TimesheetDetail; component: Component }) {
  if (componentStatusOf(timesheet, component) !== "CONTESTED") return null;
  const reason = contestReason(timesheet, component);
  const label = COMPONENT_LABELS[component];
  return (
    <section
      aria-label={`Why the ${label.toLowerCase()} was contested`}
      className="mt-3 flex gap-3 rounded-md border border-status-contested/40 bg-status-contested/10 px-3 py-2 text-sm"
    >
      <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-contested" />
      <div className="flex flex-col gap-0.5">
        <p className="font-medium">
          {label} contested{reason?.author ? ` by ${reason.author}` : ""}
          {reason?.timestamp ? <span className="font-normal text-muted-foreground"> · {formatTimestamp(reason.timestamp)}</span> : null}
        </p>
        <p className="whitespace-pre-line">{reason?.text ?? "The reviewer gave no reason. Ask in the comments what to correct."}</p>
        <p className="text-xs text-muted-foreground">
          Correct it, prepare the {label.toLowerCase()} again and resubmit the timesheet.
        </p>
      </div>
    </section>
  );
}
