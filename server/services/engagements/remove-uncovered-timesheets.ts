import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { TimesheetChange } from "@/lib/schemas/engagements";
import type { Tx } from "@/server/db";
import { engagements, timesheets } from "@/server/db/schema";
import { periodOf } from "@/server/db/sql/stored-values";
import { writeAudit } from "@/server/services/audit/write-audit";
import { isCovered } from "./covered-periods";
import type { AuditActor } from "./create-missing-timesheets";
import { untouchedTimesheetSql } from "./untouched-timesheet-sql";

type StoredTimesheet = typeof timesheets.$inferSelect;

/** The activity-log entry of a timesheet removed with (part of) its engagement. */
export function timesheetRemoval(row: StoredTimesheet) {
  return {
    action: "DELETE" as const,
    entityType: "timesheet" as const,
    entityId: row.id,
    timesheetId: row.id,
    event: "remove-timesheet",
    before: { billingPeriod: row.billingPeriod, status: row.status, version: row.version },
  };
}

/**
 * After a period shrank or went away: removes the project engagement's timesheets of months no
 * period covers any more, but only untouched ones. A timesheet someone worked on stays, with
 * its records; the rate checks before this call make sure those records keep their rates.
 */
export async function removeUncoveredTimesheets(tx: Tx, actor: AuditActor, projectEngagementId: string): Promise<TimesheetChange[]> {
  const periods = await tx
    .select({ startDate: engagements.startDate, endDate: engagements.endDate })
    .from(engagements)
    .where(eq(engagements.projectEngagementId, projectEngagementId));
  const candidates = await tx
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.projectEngagementId, projectEngagementId), untouchedTimesheetSql()))
    .for("update");
  const removable = candidates.filter((row) => !isCovered(periods, BillingPeriod.fromString(row.billingPeriod)));
  if (removable.length === 0) return [];
  await writeAudit(tx, actor, removable.map(timesheetRemoval));
  await tx.delete(timesheets).where(inArray(timesheets.id, removable.map((row) => row.id)));
  return removable
    .map((row) => ({ id: row.id, billingPeriod: periodOf(row.billingPeriod) }))
    .sort((a, b) => BillingPeriod.compare(a.billingPeriod, b.billingPeriod));
}
