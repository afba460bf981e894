import "server-only";
import { eq, sql } from "drizzle-orm";
import type { TimesheetStatuses } from "@/lib/domain";
import type { TimesheetStatusesView } from "@/lib/schemas/expense-records";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write-audit";
import { statusesChanged } from "@/server/services/files/settlement-state";
import type { TimesheetRow } from "@/server/services/timesheets/find-timesheet";

function statusesOf(row: TimesheetRow): TimesheetStatuses {
  return { status: row.status, feeStatus: row.feeStatus, expensesStatus: row.expensesStatus, bonusStatus: row.bonusStatus } as TimesheetStatuses;
}

export function timesheetStatusesView(row: TimesheetRow): TimesheetStatusesView {
  return { id: row.id, ...statusesOf(row), version: row.version };
}

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
  if (!statusesChanged(row, next)) return timesheetStatusesView(row);
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
    before: statusesOf(row),
    after: next,
  });
  return timesheetStatusesView(saved!);
}
