import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import { AppError } from "@/lib/errors";
import type { BatchOutcome, BatchResult } from "@/lib/schemas/decisions";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { notifyTimesheetsClosed } from "@/server/notifications/timesheet-notifications";
import { changeClosing, type ClosingAction } from "./change-closing";
import type { StoredTimesheet } from "@/server/services/timesheets/find-timesheet";
import { closingEvents } from "@/server/webhooks/decision-events";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";

/**
 * Closes or reopens many timesheets with per-item results (docs/settlement-states.md, "Batch
 * actions"): one transaction, each timesheet in its own savepoint, so a refusal rolls back that
 * timesheet only and the others go ahead. An unexpected error still aborts the whole batch.
 */
export async function batchClosing(
  db: Database,
  actor: Actor,
  ids: readonly string[],
  action: ClosingAction,
  today: IsoDate,
): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const results: BatchResult[] = [];
    const changedRows: StoredTimesheet[] = [];
    for (const id of ids) {
      try {
        const updated = await tx.transaction(async (savepoint) => {
          const row = await findTimesheetFor(savepoint, actor, id, { forUpdate: true });
          return changeClosing(savepoint, actor, row, action, today);
        });
        changedRows.push(updated);
        results.push({ id, ok: true, status: updated.status as BatchResult["status"], version: updated.version });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, ok: false, reason: error.message });
      }
    }
    // One mail per closed timesheet, all in one insert after the savepoints (docs/notifications.md).
    if (action === "close") await notifyTimesheetsClosed(tx, results.filter((result) => result.ok).map((result) => result.id));
    // Every changed timesheet's event in one insert, like the mails.
    await fireWebhookEvents(tx, closingEvents(action, changedRows, actor));
    const changed = results.filter((result) => result.ok).length;
    return { results, changed, refused: results.length - changed };
  });
}
