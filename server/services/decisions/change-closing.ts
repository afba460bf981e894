import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import type { StoredTimesheet } from "@/server/services/timesheets/find-timesheet";
import { decideOnRow } from "@/server/services/timesheets/settlement-decision";
import { writeTimesheetStatuses } from "@/server/services/timesheets/write-timesheet-statuses";

export type ClosingAction = "close" | "reopen";

/**
 * Closes or reopens a locked timesheet through the transition table (409 with its reason when
 * refused, nothing written), stamping or clearing closedAt, through the one status writer.
 */
export async function changeClosing(tx: Tx, actor: Actor, row: StoredTimesheet, action: ClosingAction, today: IsoDate): Promise<StoredTimesheet> {
  const next = decideOnRow(action, actor, row, today);
  return writeTimesheetStatuses(tx, actor, row, {
    event: action,
    next,
    set: { closed: action === "close" },
    before: { closedAt: row.closedAt },
    after: (updated) => ({ closedAt: updated.closedAt }),
  });
}
