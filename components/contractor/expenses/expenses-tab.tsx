"use client";

import type { TimesheetDetail } from "@/lib/schemas/timesheets";

export function ExpensesTab({ timesheet }: { timesheet: TimesheetDetail }) {
  return <section aria-label="Expenses">{timesheet.expenseRecords.length} expenses</section>;
}
