import "server-only";
import { eq, sql } from "drizzle-orm";
import type { TimesheetStatuses } from "@/lib/domain";
import type { TimesheetStatusesView } from "@/lib/schemas/expense-records";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { storedStatuses } from "@/server/db/sql/stored-values";
import { writeAudit } from "@/server/services/audit/write-audit";
import { presentTimesheetStatuses } from "@/server/services/timesheet-decisions/timesheet-statuses";
import type { TimesheetRow } from "@/server/services/timesheets/find-timesheet";
import { statusesChanged } from "@/server/services/timesheets/settlement-decision";

/**
 * Stores the statuses the transition table returned. Only a real change writes the row (bumping
 * its version) and the activity log, which knows timesheets and timesheet records but not expenses.
 */
export async function applyTimesheetStatuses(
  tx: Tx,
  actor: Actor,
  row: TimesheetRow,
  next: TimesheetStatuses,
  event: string,
): Promise<TimesheetStatusesView> {
  if (!statusesChanged(row, next)) return presentTimesheetStatuses(row);
  const [saved] = await tx
    .update(timesheets)
    .set({ ...next, version: sql`${timesheets.version} + 1` })
    .where(eq(timesheets.id, row.id))
    .returning();
  await writeAudit(tx, actor, {
    action: "UPDATE",
    entityType: "timesheet",
    entityId: row.id,
    timesheetId: row.id,
    event,
    before: storedStatuses(row),
    after: next,
  });
  return presentTimesheetStatuses(saved!);
}
