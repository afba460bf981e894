import "server-only";
import type { DecidedTimesheet } from "@/lib/schemas/decisions";
import type { TimesheetStatusesView } from "@/lib/schemas/expense-records";
import type { TimesheetStatusesAfterRecords } from "@/lib/schemas/timesheet-records";
import { storedStatuses } from "@/server/db/sql/stored-values";
import type { StoredTimesheet } from "@/server/services/timesheets/find-timesheet";

/** What a decision returns: the timesheet's statuses and the version to send with the next write. */
export function presentDecidedTimesheet(row: StoredTimesheet): DecidedTimesheet {
  return { id: row.id, ...storedStatuses(row), closed: row.closedAt !== null, version: row.version };
}

/** What a change of records or expenses returns about their timesheet: its statuses and version. */
export function presentTimesheetStatuses(row: StoredTimesheet): TimesheetStatusesAfterRecords & TimesheetStatusesView {
  return { id: row.id, ...storedStatuses(row), version: row.version };
}
