import "server-only";
import type { timesheetRecords } from "@/server/db/schema";

/** What the activity log keeps of a record: its fields, without the timestamps the log has itself. */
export function auditedRecord(row: typeof timesheetRecords.$inferSelect) {
  const { id, date, rateId, workSummary, counterPart, timeAmount, timeUnit, flagged, version } = row;
  return { id, date, rateId, workSummary, counterPart, timeAmount, timeUnit, flagged, version };
}
