"use client";

import type { TimesheetDetail, TimesheetRecord } from "@/lib/schemas/timesheets";
import { SubjectCommentsButton } from "./subject-comments-button";

/** The comments of one fee record, for the record table's comments column. */
export function RecordCommentsButton({ timesheet, record }: { timesheet: TimesheetDetail; record: TimesheetRecord }) {
  return <SubjectCommentsButton timesheet={timesheet} target={{ subject: "TIMESHEET_RECORD", id: record.id }} />;
}
