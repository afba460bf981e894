import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import type { TimesheetStatuses } from "@/lib/domain/statuses";
import type { WebhookEventType } from "@/lib/domain/webhook-events";
import type { TimesheetState } from "@/lib/domain/transition-table";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database, Tx } from "@/server/db";
import { timesheetEventData, webhookActorOf } from "@/server/webhooks/event-data";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";
import { expectVersion, findTimesheetFor, type StoredTimesheet } from "./find-timesheet";
import { getTimesheet } from "./get-timesheet";
import { timesheetStateOf } from "./settlement-decision";
import { writeTimesheetStatuses } from "./write-timesheet-statuses";

export interface StatusChange {
  /** The version the caller read; a stale one gets 409 and changes nothing. */
  version?: number;
  /** What the person did, for the activity log: "prepare-component", "submit"... */
  event: string;
  /** The statuses the transition table gives, or a thrown refusal. */
  decide(state: TimesheetState, today: IsoDate): TimesheetStatuses;
  /** A rule beyond the statuses, asked after the table allowed the change: throw to refuse it. */
  check?(row: StoredTimesheet, tx: Tx): void | Promise<void>;
  /** What the action sets beside the statuses: the flag, or the submission time (now). */
  changes?: { flagged?: boolean; submitted?: boolean };
  /** Said in the activity log beside the statuses, e.g. the component acted on. */
  details?: Record<string, unknown>;
  /** Work of the action before its statuses are written (the snapshot of a submission); what it
   *  answers is said in the activity log beside `details`, in the same row. */
  beforeWrite?(tx: Tx, row: StoredTimesheet, after: TimesheetStatuses): Promise<Record<string, unknown>>;
  /** What the change causes beside it, in its transaction: the notifications of a submission. */
  afterChange?(tx: Tx, id: string, after: TimesheetStatuses): Promise<void>;
  /** The webhook event the change is, sent with the timesheet as written (docs/webhooks.md). */
  webhook?: WebhookEventType;
}

/**
 * One settlement action on one timesheet, in one transaction: lock the row (404 for other
 * people's timesheets), check the version, ask the transition table, store the statuses it
 * gives (writeTimesheetStatuses: version and activity log), and answer with the updated timesheet.
 * The table's `next` already carries the derived timesheet status, so it is stored as given.
 */
export async function changeTimesheetStatus(db: Database, actor: Actor, id: string, change: StatusChange): Promise<TimesheetDetail> {
  return db.transaction(async (tx) => {
    const row = await findTimesheetFor(tx, actor, id, { forUpdate: true });
    expectVersion(row.version, change.version);
    const after = change.decide(timesheetStateOf(row), businessToday());
    await change.check?.(row, tx);
    const extra = (await change.beforeWrite?.(tx, row, after)) ?? {};
    const { flagged = row.flagged, submitted = false } = change.changes ?? {};
    const updated = await writeTimesheetStatuses(tx, actor, row, {
      event: change.event,
      next: after,
      set: { flagged, ...(submitted ? { submitted: true as const } : {}) },
      before: { flagged: row.flagged },
      after: { flagged, ...change.details, ...extra },
    });
    await change.afterChange?.(tx, id, after);
    if (change.webhook) await fireWebhookEvents(tx, [{ type: change.webhook, data: timesheetEventData(updated, webhookActorOf(actor)) }]);
    return getTimesheet(tx, actor, id);
  });
}
