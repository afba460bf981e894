import "server-only";
import { and } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { Weekday } from "@/lib/domain/reference";
import type { TimesheetStatuses } from "@/lib/domain/statuses";
import { AppError, notFound, fieldIssue } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { clients, contractors, projects, timesheets, user } from "@/server/db/schema";
import { anyOfIds } from "@/server/db/sql/ids-in";
import { storedStatuses, storedWorkingDays, timesheetStatusColumns } from "@/server/db/sql/stored-values";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { timesheetScope } from "@/server/services/timesheets/find-timesheet";
import { withTimesheetParties } from "@/server/db/sql/timesheet-parties";

export type ExportTimesheet = TimesheetStatuses & {
  id: string;
  period: BillingPeriod;
  contractorName: string;
  workingDays: Weekday[];
  projectName: string;
  clientName: string;
  /** The engagement's currency, for totals of a timesheet that has nothing in it yet. */
  currency: string | null;
};

/**
 * The timesheets to export, in the order asked for, each with the names its header block shows.
 * Scoped to the actor: an id the caller may not see is reported exactly like one that does not
 * exist (404), so a contractor learns nothing about other people's timesheets.
 */
export async function loadExportTimesheets(db: DbOrTx, actor: Actor, ids: readonly string[]): Promise<ExportTimesheet[]> {
  const rows = await withTimesheetParties(
    db
      .select({
        id: timesheets.id,
        billingPeriod: timesheets.billingPeriod,
        ...timesheetStatusColumns,
        contractorName: user.name,
        workingDays: contractors.workingDays,
        projectName: projects.name,
        clientName: clients.name,
        currency: timesheetCurrencySql(),
      })
      .from(timesheets)
      .$dynamic(),
  )
    .where(and(anyOfIds(timesheets.id, ids), timesheetScope(actor)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0 && ids.length === 1) throw notFound("timesheet");
  if (missing.length > 0) {
    // A batch names the ids it could not find, so the caller can fix the selection.
    throw new AppError(
      "NOT_FOUND",
      missing.length === 1 ? { key: "timesheetNotFound" } : { key: "countTimesheetsNotFound", values: { count: missing.length } },
      missing.map((id) => (fieldIssue("ids", { key: "timesheetIdNotFound", values: { id } }))),
    );
  }
  return ids.map((id) => {
    const row = byId.get(id)!;
    return {
      id: row.id,
      period: BillingPeriod.fromString(row.billingPeriod),
      ...storedStatuses(row),
      contractorName: row.contractorName,
      workingDays: storedWorkingDays(row.workingDays),
      projectName: row.projectName,
      clientName: row.clientName,
      currency: row.currency,
    };
  });
}
