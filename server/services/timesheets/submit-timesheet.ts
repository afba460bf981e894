import "server-only";
import { can } from "@/lib/domain/transition-table";
import type { SubmitTimesheetBody } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { acceptDecision } from "./accept-decision";
import { changeTimesheetStatus } from "./change-timesheet-status";
import { domainActor } from "./find-timesheet";

/** Submits a timesheet (spec point 4): prepared components go to review, the rest are not submitted. */
export async function submitTimesheet(db: Database, actor: Actor, id: string, { version }: SubmitTimesheetBody) {
  return changeTimesheetStatus(db, actor, id, {
    version,
    event: "submit",
    changes: { submitted: true },
    decide: (timesheet, today) => acceptDecision(can("submit", { actor: domainActor(actor), timesheet, today }), "submit", domainActor(actor)),
  });
}
