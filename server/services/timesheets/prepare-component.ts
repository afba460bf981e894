import "server-only";
import type { PrepareComponentBody } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { changeTimesheetStatus } from "./change-timesheet-status";
import { domainActor } from "./find-timesheet";
import { decide } from "./settlement-decision";

/** Prepares one component for submission: PREPARED, and an INITIALIZED timesheet opens. */
export async function prepareComponent(db: Database, actor: Actor, id: string, { component, version }: PrepareComponentBody) {
  return changeTimesheetStatus(db, actor, id, {
    version,
    event: "prepare-component",
    details: { component },
    decide: (timesheet, today) => decide("prepare", { actor: domainActor(actor), timesheet, today, component }),
  });
}
