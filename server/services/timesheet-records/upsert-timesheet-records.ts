import "server-only";
import type { UpsertTimesheetRecordsBody } from "@/lib/schemas/timesheet-records";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database } from "@/server/db";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { saveTimesheetRecords, type SavedRecords } from "./save-timesheet-records";

/** POST /api/timesheet-records: creates and updates a list of records on one timesheet, all or nothing. */
export async function upsertTimesheetRecords(db: Database, actor: Actor, body: UpsertTimesheetRecordsBody): Promise<SavedRecords> {
  const today = businessToday();
  return db.transaction(async (tx) => {
    const timesheet = await findTimesheetFor(tx, actor, body.timesheetId, { forUpdate: true });
    return saveTimesheetRecords(tx, actor, timesheet, body.records, { event: "save-timesheet-records", today });
  });
}
