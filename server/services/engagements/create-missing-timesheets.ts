import "server-only";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { statusesAsOf } from "@/lib/domain/transitions";
import type { TimesheetChange } from "@/lib/schemas/engagements";
import type { Tx } from "@/server/db";
import { projectEngagements, timesheets } from "@/server/db/schema";
import { periodOf } from "@/server/db/sql/stored-values";
import { writeAudit } from "@/server/services/audit/write-audit";

export type AuditActor = Parameters<typeof writeAudit>[1];
type ProjectEngagementRow = typeof projectEngagements.$inferSelect;

/**
 * Creates the timesheets of these billing periods that the project engagement does not have yet,
 * with the components its eligibility flags allow, and audits each one. A month's status comes
 * from the business date, as the daily job would leave it (INITIALIZED ahead, IN_PROGRESS for the
 * running month, DUE for a past one), so a timesheet never waits for the job to be right. Existing
 * timesheets are left alone (the unique key makes concurrent calls safe), so it is idempotent.
 */
export async function createMissingTimesheets(
  tx: Tx,
  actor: AuditActor,
  projectEngagement: ProjectEngagementRow,
  periods: readonly BillingPeriod[],
  today: IsoDate,
): Promise<TimesheetChange[]> {
  if (periods.length === 0) return [];
  const created = await tx
    .insert(timesheets)
    .values(
      periods.map((period) => ({
        projectEngagementId: projectEngagement.id,
        contractorId: projectEngagement.contractorId,
        projectId: projectEngagement.projectId,
        billingPeriod: period.toDatabase(),
        ...statusesAsOf(
          {
            status: "INITIALIZED",
            feeStatus: "ELIGIBLE",
            expensesStatus: projectEngagement.expensesEligible ? "ELIGIBLE" : "NOT_ELIGIBLE",
            bonusStatus: projectEngagement.bonusEligible ? "ELIGIBLE" : "NOT_ELIGIBLE",
          },
          period,
          today,
        ),
      })),
    )
    .onConflictDoNothing({ target: [timesheets.projectEngagementId, timesheets.billingPeriod] })
    .returning();
  await writeAudit(
    tx,
    actor,
    created.map((row) => ({
      action: "INSERT" as const,
      entityType: "timesheet" as const,
      entityId: row.id,
      timesheetId: row.id,
      event: "create-timesheet",
      after: {
        billingPeriod: row.billingPeriod,
        status: row.status,
        feeStatus: row.feeStatus,
        expensesStatus: row.expensesStatus,
        bonusStatus: row.bonusStatus,
        version: row.version,
      },
    })),
  );
  return created
    .map((row) => ({ id: row.id, billingPeriod: periodOf(row.billingPeriod) }))
    .sort((a, b) => BillingPeriod.compare(a.billingPeriod, b.billingPeriod));
}
