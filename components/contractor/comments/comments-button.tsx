"use client";

import type { TimesheetDetail } from "@/lib/schemas/timesheets";

export function CommentsButton({ timesheet }: { timesheet: TimesheetDetail }) {
  return <span>{timesheet.messageThread?.messages.length ?? 0} comments</span>;
}
