import "server-only";
import { eq, sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import type { TimesheetStatuses } from "@/lib/domain/statuses";
import { can, type TimesheetAction } from "@/lib/domain/transition-table";
import { conflict } from "@/lib/errors";
import type { TimesheetStatusesAfterRecords } from "@/lib/schemas/timesheet-records";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write-audit";
import { domainActor, type TimesheetRow } from "@/server/services/timesheets/find-timesheet";
import { storedStatuses } from "@/server/services/timesheets/stored-values";

export function presentTimesheetStatuses(row: TimesheetRow): TimesheetStatusesAfterRecords {
  return { id: row.id, ...storedStatuses(row), version: row.version };
}

/** Asks the transition table; a refusal is a 409 with its reason and nothing has been written. */
export function decideRecordAction(actor: Actor, row: TimesheetRow, action: TimesheetAction, today: IsoDate): TimesheetStatuses {
  const decision = can(action, {
    actor: domainActor(actor),
    timesheet: { ...storedStatuses(row), billingPeriod: BillingPeriod.fromString(row.billingPeriod) },
    today,
  });
  if (!decision.ok) throw conflict(decision.reason);
  return decision.next;
}

function sameStatuses(a: TimesheetStatuses, b: TimesheetStatuses): boolean {
  return a.status === b.status && a.feeStatus === b.feeStatus && a.expensesStatus === b.expensesStatus && a.bonusStatus === b.bonusStatus;
}

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
  if (sameStatuses(before, next)) return row;
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
