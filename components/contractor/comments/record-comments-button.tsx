"use client";

import type { TimesheetDetail, TimesheetRecord } from "@/lib/schemas/timesheets";

export function RecordCommentsButton({ timesheet, record }: { timesheet: TimesheetDetail; record: TimesheetRecord }) {
  return <span data-timesheet={timesheet.id}>{record.messageThread?.messages.length ?? 0} comments</span>;
}
