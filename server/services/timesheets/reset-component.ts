import "server-only";
import { componentStatusOf } from "@/lib/domain/statuses";
import { componentWord } from "@/lib/domain/transition-reasons";
import { AppError, fieldIssue, type Refusal } from "@/lib/errors";
import type { ResetComponentBody } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { changeTimesheetStatus } from "./change-timesheet-status";
import { domainActor } from "./find-timesheet";
import { decide } from "./settlement-decision";

/**
 * Resets one component (spec point 4). The client may say which status it expects the
 * component to get (`resetStatus`); the server decides, and a different expectation is a 400
 * rather than a silent surprise.
 */
export async function resetComponent(db: Database, actor: Actor, id: string, { comp, resetStatus, version }: ResetComponentBody) {
  return changeTimesheetStatus(db, actor, id, {
    version,
    event: "reset-component",
    details: { component: comp },
    decide: (timesheet, today) => {
      const next = decide("reset", { actor: domainActor(actor), timesheet, today, component: comp });
      const status = componentStatusOf(next, comp);
      if (resetStatus !== undefined && resetStatus !== status) {
        const mismatch: Refusal = { key: "resettingMakesIt", values: { component: componentWord(comp), status, resetStatus } };
        throw new AppError("BAD_REQUEST", mismatch, [fieldIssue("resetStatus", mismatch)]);
      }
      return next;
    },
  });
}
