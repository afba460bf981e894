import "server-only";
import { eq, sql } from "drizzle-orm";
import type { TimesheetStatuses } from "@/lib/domain/statuses";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { storedStatuses } from "@/server/db/sql/stored-values";
import { writeAudit } from "@/server/services/audit/write-audit";
import type { TimesheetRow } from "@/server/services/timesheets/find-timesheet";
import { statusesChanged } from "@/server/services/timesheets/settlement-decision";

/**
 * Stores the statuses the transition table returned when they differ from the row's, bumping the
 * version and auditing the change; returns the timesheet as it now is.
 */
export async function applyTimesheetStatuses(
  tx: Tx,
  actor: Actor,
  row: TimesheetRow,
  next: TimesheetStatuses,
  event: string,
): Promise<TimesheetRow> {
  const before = storedStatuses(row);
  if (!statusesChanged(before, next)) return row;
  const [updated] = await tx
    .update(timesheets)
    .set({ ...next, version: sql`${timesheets.version} + 1` })
    .where(eq(timesheets.id, row.id))
    .returning();
  if (!updated) throw new Error(`Timesheet ${row.id} vanished while it was locked.`);
  await writeAudit(tx, actor, {
    action: "UPDATE",
    entityType: "timesheet",
    entityId: row.id,
    timesheetId: row.id,
    event,
    before: { ...before, version: row.version },
    after: { ...next, version: updated.version },
  });
  return updated;
}
