import "server-only";
import type { DecidedTimesheet } from "@/lib/schemas/decisions";
import type { TimesheetRow } from "@/server/services/timesheets/find-timesheet";
import { storedStatuses } from "@/server/services/timesheets/stored-values";

/** What a decision returns: the timesheet's statuses and the version to send with the next write. */
export function presentDecidedTimesheet(row: TimesheetRow): DecidedTimesheet {
  return { id: row.id, ...storedStatuses(row), closed: row.closedAt !== null, version: row.version };
}
