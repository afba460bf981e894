import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import { and, inArray } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import { BATCH_FILTER_MAX, type BatchOutcome, type BatchResult } from "@/lib/schemas/decisions";
import type { TimesheetListFilter } from "@/lib/schemas/timesheet-selection";
import type { Actor } from "@/server/auth/actor";
import type { Database, Tx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { timesheetScope } from "@/server/services/timesheets/find-timesheet";
import { timesheetIdsMatching } from "@/server/services/timesheets/select-timesheets";
import { notifyTimesheetsClosed } from "@/server/notifications/timesheet-notifications";
import { changeClosing, type ClosingAction } from "./change-closing";
import type { StoredTimesheet } from "@/server/services/timesheets/find-timesheet";
import { closingEvents } from "@/server/webhooks/decision-events";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";

/** A batch's timesheets: the ids sent, or the timesheets list's filter ("select all matching"). */
export type BatchSelection = { ids: readonly string[] } | { filter: TimesheetListFilter };

/**
 * Closes or reopens many timesheets with per-item results (docs/settlement-states.md, "Batch
 * actions"): one transaction, each timesheet in its own savepoint, so a refusal rolls back that
 * timesheet only and the others go ahead. An unexpected error still aborts the whole batch.
 * The timesheets are read and locked in one query, by id or by the list's filter (#47.7), not
 * one query each.
 */
export async function batchClosing(db: Database, actor: Actor, selection: BatchSelection, action: ClosingAction, today: IsoDate): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const { ids, rows } = await lockSelection(tx, actor, selection);
    const results: BatchResult[] = [];
    const changedRows: StoredTimesheet[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) {
        results.push({ id, ok: false, reason: notFound("timesheet").message });
        continue;
      }
      try {
        const updated = await tx.transaction((savepoint) => changeClosing(savepoint, actor, row, action, today));
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

/** The selected timesheets the actor may see, locked until the batch ends, in the order results are given. */
async function lockSelection(tx: Tx, actor: Actor, selection: BatchSelection): Promise<{ ids: readonly string[]; rows: Map<string, StoredTimesheet> }> {
  if ("ids" in selection) {
    const found = await tx.select().from(timesheets).where(and(inArray(timesheets.id, [...selection.ids]), timesheetScope(actor))).for("update");
    return { ids: selection.ids, rows: new Map(found.map((row) => [row.id, row])) };
  }
  const ids = await timesheetIdsMatching(tx, selection.filter, BATCH_FILTER_MAX);
  const found = await tx.select().from(timesheets).where(inArray(timesheets.id, ids)).for("update");
  return { ids, rows: new Map(found.map((row) => [row.id, row])) };
}
