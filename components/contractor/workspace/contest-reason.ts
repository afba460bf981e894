import { z } from "zod";
import type { Component } from "@/lib/domain/reference";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

export interface ContestReason {
  text: string;
  /** Who contested, when known. */
  author: string | null;
  timestamp: string | null;
}

const contestAfter = z.object({ component: z.string(), reason: z.string().min(1) });

/**
 * Why the reviewer contested a component: the newest contest in the activity log names the
 * component and its reason; when the log no longer holds it (or for older data), the newest
 * message on the timesheet's own thread that the contractor did not write.
 */
export function contestReason(timesheet: TimesheetDetail, component: Component): ContestReason | null {
  for (const entry of timesheet.activity) {
    if (entry.event !== "contest-component") continue;
    const after = contestAfter.safeParse(entry.after);
    if (after.success && after.data.component === component) {
      return { text: after.data.reason, author: entry.actor.label, timestamp: entry.createdAt };
    }
  }
  const messages = timesheet.messageThread?.messages ?? [];
  const fromReviewer = [...messages].reverse().find((message) => message.user.name !== timesheet.contractor.name);
  return fromReviewer ? { text: fromReviewer.text, author: fromReviewer.user.name, timestamp: fromReviewer.timestamp } : null;
}
