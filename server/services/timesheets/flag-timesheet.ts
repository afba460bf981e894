import "server-only";
import type { FlagTimesheetBody } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { changeTimesheetStatus } from "./change-timesheet-status";
import { domainActor } from "./find-timesheet";
import { decide } from "./settlement-decision";

/** Flags or unflags a timesheet; the transition table lets its contractor or an administrator do it while it is not closed. */
export async function flagTimesheet(db: Database, actor: Actor, id: string, { flagged, version }: FlagTimesheetBody) {
  return changeTimesheetStatus(db, actor, id, {
    version,
    event: "flag",
    changes: { flagged },
    decide: (timesheet, today) => decide("flag", { actor: domainActor(actor), timesheet, today }),
  });
}
