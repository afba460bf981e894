"use client";

import type { TimesheetDetail } from "@/lib/schemas/timesheets";

export function ActivityPanel({ timesheet }: { timesheet: TimesheetDetail }) {
  return <section aria-label="Activity">{timesheet.activity.length} entries</section>;
}
