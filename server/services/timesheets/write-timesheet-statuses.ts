import "server-only";
import { eq, sql } from "drizzle-orm";
import type { TimesheetStatuses } from "@/lib/domain/statuses";
import type { Tx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { storedStatuses } from "@/server/db/sql/stored-values";
import { writeAudit } from "@/server/services/audit/write-audit";
import type { StoredTimesheet } from "./find-timesheet";
import { statusesChanged } from "./settlement-decision";

/** Columns an action may set beside the statuses; everything else about a timesheet has its own writer. */
export interface StatusSideColumns {
  flagged?: boolean;
  /** Stamp the submission time (now). */
  submitted?: true;
  /** Stamp the closing time (now), or clear it on reopen. */
  closed?: boolean;
  bonusAmount?: string | null;
  bonusNote?: string | null;
}

export interface StatusWrite {
  /** What the person did, for the activity log: "submit", "approve-component", "add-expense"... */
  event: string;
  /** The statuses the transition table (or a component rule) gave. */
  next: TimesheetStatuses;
  set?: StatusSideColumns;
  /** Said in the activity log beside the statuses and the version, before and after; `after` may
   *  read the written row, for values the database stamps (closedAt). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown> | ((updated: StoredTimesheet) => Record<string, unknown>);
  /** Record and expense writes change statuses only sometimes: then an unchanged row is left alone. */
  onlyWhenChanged?: boolean;
}

/**
 * The one writer of a timesheet's statuses. The caller holds the row's lock (findTimesheetFor
 * with forUpdate) and has asked the transition table; this stores what it gave with the side
 * columns of the action, bumps the version and writes one audit payload shape:
 * `{ status, feeStatus, expensesStatus, bonusStatus, version, ...details }` before and after.
 * A row that vanished under the lock is a bug, not a user error, so it throws.
 *
 * The daily job (server/services/cron/advance-periods.ts) advances whole periods in one set-based
 * statement with the same payload shape; a statement per row would cost what the database holds.
 */
export async function writeTimesheetStatuses(tx: Tx, actor: Parameters<typeof writeAudit>[1], row: StoredTimesheet, write: StatusWrite): Promise<StoredTimesheet> {
  const before = storedStatuses(row);
  if (write.onlyWhenChanged && !statusesChanged(before, write.next)) return row;
  const { flagged, submitted, closed, bonusAmount, bonusNote } = write.set ?? {};
  const [updated] = await tx
    .update(timesheets)
    .set({
      ...write.next,
      ...(flagged === undefined ? {} : { flagged }),
      ...(submitted ? { submittedAt: sql`now()` } : {}),
      ...(closed === undefined ? {} : { closedAt: closed ? sql`now()` : null }),
      ...(bonusAmount === undefined ? {} : { bonusAmount }),
      ...(bonusNote === undefined ? {} : { bonusNote }),
      version: sql`${timesheets.version} + 1`,
    })
    .where(eq(timesheets.id, row.id))
    .returning();
  if (!updated) throw new Error(`Timesheet ${row.id} vanished while it was locked.`);
  await writeAudit(tx, actor, {
    action: "UPDATE",
    entityType: "timesheet",
    entityId: row.id,
    timesheetId: row.id,
    event: write.event,
    before: { ...before, version: row.version, ...write.before },
    after: { ...write.next, version: updated.version, ...(typeof write.after === "function" ? write.after(updated) : write.after) },
  });
  return updated;
}
