import "server-only";
import type { SubmitTimesheetBody } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { notifyTimesheetSubmitted } from "@/server/notifications/timesheet-notifications";
import { recordSubmission } from "@/server/services/line-review/record-submission";
import { changeTimesheetStatus } from "./change-timesheet-status";
import { domainActor } from "./find-timesheet";
import { decide } from "./settlement-decision";

/** Submits a timesheet (spec point 4): prepared components go to review, the rest are not submitted. */
export async function submitTimesheet(db: Database, actor: Actor, id: string, { version }: SubmitTimesheetBody) {
  return changeTimesheetStatus(db, actor, id, {
    version,
    event: "submit",
    changes: { submitted: true },
    decide: (timesheet, today) => decide("submit", { actor: domainActor(actor), timesheet, today }),
    // The snapshot of the lines sent to review; a resubmission's changed lines go into the log (docs/line-review.md).
    beforeWrite: (tx, row, after) => recordSubmission(tx, row, after),
    // The receipt, the administrators' notice and the reviewers' links (docs/notifications.md).
    afterChange: notifyTimesheetSubmitted,
    webhook: "timesheet.submitted",
  });
}
