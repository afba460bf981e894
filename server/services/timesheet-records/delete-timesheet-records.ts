import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { DeleteTimesheetRecordsBody, TimesheetStatusesAfterRecords } from "@/lib/schemas/timesheet-records";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database } from "@/server/db";
import { timesheetRecords } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write-audit";
import { markFilesOutdated } from "@/server/services/files/mark-files-outdated";
import { presentTimesheetStatuses } from "@/server/services/decisions/timesheet-statuses";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { decideOnRow } from "@/server/services/timesheets/settlement-decision";
import { auditedRecord } from "./audited-record";

/**
 * DELETE /api/timesheet-records: deletes records of one timesheet, all or nothing. An id that is
 * not on that timesheet fails the whole request with 404. Deleting the last record leaves the
 * fee status as it is (docs/settlement-states.md).
 */
export async function deleteTimesheetRecords(
  db: Database,
  actor: Actor,
  body: DeleteTimesheetRecordsBody,
): Promise<{ deleted: string[]; timesheet: TimesheetStatusesAfterRecords }> {
  const today = businessToday();
  return db.transaction(async (tx) => {
    const timesheet = await findTimesheetFor(tx, actor, body.timesheetId, { forUpdate: true });
    const where = and(eq(timesheetRecords.timesheetId, timesheet.id), inArray(timesheetRecords.id, body.ids));
    const rows = await tx.select().from(timesheetRecords).where(where);
    if (rows.length !== body.ids.length) throw notFound("timesheetRecord");
    decideOnRow("deleteRecord", actor, timesheet, today);
    await tx.delete(timesheetRecords).where(where);
    await writeAudit(
      tx,
      actor,
      rows.map((row) => ({
        action: "DELETE" as const,
        entityType: "timesheet_record" as const,
        entityId: row.id,
        timesheetId: timesheet.id,
        event: "delete-timesheet-records",
        before: auditedRecord(row),
      })),
    );
    await markFilesOutdated(tx, timesheet.id, "FEE_INVOICE");
    return { deleted: body.ids, timesheet: presentTimesheetStatuses(timesheet) };
  });
}
