import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import type { ContestComponentBody, DecidedTimesheet } from "@/lib/schemas/decisions";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { expectVersion, findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { notifyTimesheetCorrection } from "@/server/notifications/timesheet-notifications";
import { adminDecider } from "./admin-decider";
import { decideComponent } from "./decide-component";
import { presentDecidedTimesheet } from "./timesheet-statuses";

/** An administrator contests a submitted component; the reason goes to the timesheet's message thread. */
export async function contestComponent(
  db: Database,
  actor: Actor,
  id: string,
  body: ContestComponentBody,
  today: IsoDate,
): Promise<DecidedTimesheet> {
  return db.transaction(async (tx) => {
    const row = await findTimesheetFor(tx, actor, id, { forUpdate: true });
    expectVersion(row.version, body.version);
    const decision = { component: body.component, decision: "CONTESTED" as const, reason: body.reason, lines: body.lines };
    const decider = adminDecider(actor);
    const updated = await decideComponent(tx, decider, row, decision, today);
    await notifyTimesheetCorrection(tx, { timesheetId: id, component: body.component, contestedBy: decider.name, reason: body.reason });
    return presentDecidedTimesheet(updated);
  });
}
