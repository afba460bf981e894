import "server-only";
import { eq, sql } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { storedStatuses } from "@/server/db/sql/stored-values";
import { writeAudit } from "@/server/services/audit/write-audit";
import type { TimesheetRow } from "@/server/services/timesheets/find-timesheet";
import { decideOnRow } from "@/server/services/timesheets/settlement-decision";

export type ClosingAction = "close" | "reopen";

/**
 * Closes or reopens a locked timesheet through the transition table (409 with its reason when
 * refused, nothing written), stamping or clearing closedAt, with a new version and an audit entry.
 */
export async function changeClosing(tx: Tx, actor: Actor, row: TimesheetRow, action: ClosingAction, today: IsoDate): Promise<TimesheetRow> {
  const before = storedStatuses(row);
  const next = decideOnRow(action, actor, row, today);
  const [updated] = await tx
    .update(timesheets)
    .set({ ...next, closedAt: action === "close" ? sql`now()` : null, version: sql`${timesheets.version} + 1` })
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
    after: { ...next, closedAt: updated.closedAt, version: updated.version },
  });
  return updated;
}
