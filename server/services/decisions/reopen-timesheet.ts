import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import type { CloseTimesheetBody, DecidedTimesheet } from "@/lib/schemas/decisions";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { expectVersion, findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { changeClosing } from "./change-closing";
import { closingEvents } from "@/server/webhooks/decision-events";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";
import { presentDecidedTimesheet } from "./timesheet-statuses";

/** Reopens one closed timesheet (back to APPROVED); a stale version is 409 and changes nothing. */
export async function reopenTimesheet(db: Database, actor: Actor, id: string, body: CloseTimesheetBody, today: IsoDate): Promise<DecidedTimesheet> {
  return db.transaction(async (tx) => {
    const row = await findTimesheetFor(tx, actor, id, { forUpdate: true });
    expectVersion(row.version, body.version);
    const reopened = await changeClosing(tx, actor, row, "reopen", today);
    await fireWebhookEvents(tx, closingEvents("reopen", [reopened], actor));
    return presentDecidedTimesheet(reopened);
  });
}
