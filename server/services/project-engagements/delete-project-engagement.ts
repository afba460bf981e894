import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { conflict } from "@/lib/errors";
import type { TimesheetChange } from "@/lib/schemas/engagements";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { projectEngagements, timesheets } from "@/server/db/schema";
import { periodOf } from "@/server/db/sql/stored-values";
import { writeAudit } from "@/server/services/audit/write-audit";
import { lockProjectEngagement } from "./load-project-engagement";
import { timesheetRemoval } from "@/server/services/engagements/remove-uncovered-timesheets";

/** What keeps a timesheet, and so its project engagement, from being deleted; in the order we name them. */
const USED_BECAUSE = [
  ["has_records", "has timesheet records"],
  ["has_expenses", "has expense records"],
  ["has_files", "has files"],
  ["has_invoice", "has an invoice"],
  ["was_submitted", "was submitted"],
] as const;
type Usage = Record<(typeof USED_BECAUSE)[number][0], boolean>;

const usageColumns = {
  has_records: sql<boolean>`exists (select 1 from timesheet_records x where x.timesheet_id = "timesheets"."id")`,
  has_expenses: sql<boolean>`exists (select 1 from expense_records x where x.timesheet_id = "timesheets"."id")`,
  has_files: sql<boolean>`exists (select 1 from files x where x.timesheet_id = "timesheets"."id")`,
  has_invoice: sql<boolean>`exists (select 1 from invoices x where x.timesheet_id = "timesheets"."id")`,
  was_submitted: sql<boolean>`("timesheets"."submitted_at" is not null or "timesheets"."status" in ('SUBMITTED', 'APPROVED', 'CONTESTED', 'CLOSED'))`,
};

/**
 * Deletes a project engagement with its periods, rates and timesheets, but only while none of
 * its timesheets holds work: records, expenses, files, an invoice or a submission. Otherwise 409
 * names the first such timesheet and why, and nothing changes.
 */
export async function deleteProjectEngagement(db: Database, actor: Actor, id: string): Promise<{ id: string; removedTimesheets: TimesheetChange[] }> {
  return db.transaction(async (tx) => {
    await lockProjectEngagement(tx, id);
    const rows = await tx
      .select({ row: timesheets, ...usageColumns })
      .from(timesheets)
      .where(eq(timesheets.projectEngagementId, id))
      .orderBy(asc(timesheets.billingPeriod))
      .for("update");
    for (const usage of rows) {
      const reason = USED_BECAUSE.find(([column]) => (usage as Usage)[column]);
      if (reason) {
        const period = BillingPeriod.fromString(usage.row.billingPeriod).name;
        throw conflict({ key: "projectEngagementCannotDeleted", values: { period, reason: reason[1] } });
      }
    }
    await writeAudit(tx, actor, rows.map(({ row }) => timesheetRemoval(row)));
    await tx.delete(timesheets).where(eq(timesheets.projectEngagementId, id));
    await tx.delete(projectEngagements).where(eq(projectEngagements.id, id));
    return { id, removedTimesheets: rows.map(({ row }) => ({ id: row.id, billingPeriod: periodOf(row.billingPeriod) })) };
  });
}
