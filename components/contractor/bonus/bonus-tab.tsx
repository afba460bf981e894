"use client";

import type { TimesheetDetail } from "@/lib/schemas/timesheets";

export function BonusTab({ timesheet }: { timesheet: TimesheetDetail }) {
  return <section aria-label="Bonus">{timesheet.bonusStatus}</section>;
}
