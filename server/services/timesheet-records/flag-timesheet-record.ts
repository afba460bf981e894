import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { FlagTimesheetRecordBody, SavedTimesheetRecord } from "@/lib/schemas/timesheet-records";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database } from "@/server/db";
import { timesheetRecords } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write-audit";
import { expectVersion, findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { decideOnRow } from "@/server/services/timesheets/settlement-decision";
import { auditedRecord } from "./audited-record";
import { presentTimesheetRecords } from "./present-timesheet-records";

/** PUT /api/timesheet-records/{id}/flag: the contractor who owns the record or an administrator marks it for attention, or clears the mark. */
export async function flagTimesheetRecord(db: Database, actor: Actor, id: string, body: FlagTimesheetRecordBody): Promise<SavedTimesheetRecord> {
  const today = businessToday();
  return db.transaction(async (tx) => {
    const [located] = await tx.select({ timesheetId: timesheetRecords.timesheetId }).from(timesheetRecords).where(eq(timesheetRecords.id, id));
    if (!located) throw notFound("timesheetRecord");
    // Every record writer locks the timesheet first; taking the same lock before reading the
    // record again keeps the order (no deadlock) and makes the version read here the current one.
    const timesheet = await findTimesheetFor(tx, actor, located.timesheetId, { forUpdate: true });
    const [record] = await tx.select().from(timesheetRecords).where(and(eq(timesheetRecords.id, id), eq(timesheetRecords.timesheetId, timesheet.id)));
    if (!record) throw notFound("timesheetRecord");
    decideOnRow("flag", actor, timesheet, today);
    expectVersion(record.version, body.version);
    const [updated] = await tx
      .update(timesheetRecords)
      .set({ flagged: body.flagged, version: sql`${timesheetRecords.version} + 1` })
      .where(eq(timesheetRecords.id, id))
      .returning();
    if (!updated) throw notFound("timesheetRecord");
    await writeAudit(tx, actor, {
      action: "UPDATE",
      entityType: "timesheet_record",
      entityId: id,
      timesheetId: timesheet.id,
      event: body.flagged ? "flag-timesheet-record" : "unflag-timesheet-record",
      before: auditedRecord(record),
      after: auditedRecord(updated),
    });
    const [presented] = await presentTimesheetRecords(tx, timesheet.id, [id]);
    if (!presented) throw notFound("timesheetRecord");
    return presented;
  });
}
