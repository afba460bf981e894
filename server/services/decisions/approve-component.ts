import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import type { ApproveComponentBody, DecidedTimesheet } from "@/lib/schemas/decisions";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { expectVersion, findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { adminDecider } from "./admin-decider";
import { decideComponent } from "./decide-component";
import { presentDecidedTimesheet } from "./timesheet-statuses";

/** An administrator approves a submitted component; the timesheet takes its derived status. */
export async function approveComponent(
  db: Database,
  actor: Actor,
  id: string,
  body: ApproveComponentBody,
  today: IsoDate,
): Promise<DecidedTimesheet> {
  return db.transaction(async (tx) => {
    const row = await findTimesheetFor(tx, actor, id, { forUpdate: true });
    expectVersion(row.version, body.version);
    const updated = await decideComponent(tx, adminDecider(actor), row, { component: body.component, decision: "APPROVED" }, today);
    return presentDecidedTimesheet(updated);
  });
}
