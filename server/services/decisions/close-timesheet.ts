import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import type { CloseTimesheetBody, DecidedTimesheet } from "@/lib/schemas/decisions";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { expectVersion, findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { notifyTimesheetsClosed } from "@/server/notifications/timesheet-notifications";
import { changeClosing } from "./change-closing";
import { closingEvents } from "@/server/webhooks/decision-events";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";
import { presentDecidedTimesheet } from "./timesheet-statuses";

/** Closes one approved, fully settled timesheet; a stale version is 409 and changes nothing. */
export async function closeTimesheet(db: Database, actor: Actor, id: string, body: CloseTimesheetBody, today: IsoDate): Promise<DecidedTimesheet> {
  return db.transaction(async (tx) => {
    const row = await findTimesheetFor(tx, actor, id, { forUpdate: true });
    expectVersion(row.version, body.version);
    const closed = await changeClosing(tx, actor, row, "close", today);
    await notifyTimesheetsClosed(tx, [id]);
    await fireWebhookEvents(tx, closingEvents("close", [closed], actor));
    return presentDecidedTimesheet(closed);
  });
}
