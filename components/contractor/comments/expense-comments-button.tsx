"use client";

import type { ExpenseRecord, TimesheetDetail } from "@/lib/schemas/timesheets";
import { SubjectCommentsButton } from "./subject-comments-button";

/** The comments of one expense, for the expense table. */
export function ExpenseCommentsButton({ timesheet, expense }: { timesheet: TimesheetDetail; expense: ExpenseRecord }) {
  return <SubjectCommentsButton timesheet={timesheet} target={{ subject: "EXPENSE_RECORD", id: expense.id }} />;
}
