import "server-only";
import { eq, sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { can } from "@/lib/domain/transition-table";
import { conflict } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write-audit";
import { domainActor, type TimesheetRow } from "@/server/services/timesheets/find-timesheet";
import { storedStatuses } from "@/server/services/timesheets/stored-values";

export type ClosingAction = "close" | "reopen";

/**
 * Closes or reopens a locked timesheet through the transition table (409 with its reason when
 * refused, nothing written), stamping or clearing closedAt, with a new version and an audit entry.
 */
export async function changeClosing(tx: Tx, actor: Actor, row: TimesheetRow, action: ClosingAction, today: IsoDate): Promise<TimesheetRow> {
  const before = storedStatuses(row);
  const verdict = can(action, {
    actor: domainActor(actor),
    timesheet: { ...before, billingPeriod: BillingPeriod.fromString(row.billingPeriod) },
    today,
  });
  if (!verdict.ok) throw conflict(verdict.reason);
  const [updated] = await tx
    .update(timesheets)
    .set({ ...verdict.next, closedAt: action === "close" ? sql`now()` : null, version: sql`${timesheets.version} + 1` })
    .where(eq(timesheets.id, row.id))
    .returning();
  if (!updated) throw new Error(`Timesheet ${row.id} vanished while it was locked.`);
  await writeAudit(tx, actor, {
    action: "UPDATE",
    entityType: "timesheet",
    entityId: row.id,
    timesheetId: row.id,
    event: action,
    before: { ...before, closedAt: row.closedAt, version: row.version },
    after: { ...verdict.next, closedAt: updated.closedAt, version: updated.version },
  });
  return updated;
}
