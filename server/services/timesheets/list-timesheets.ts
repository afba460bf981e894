import "server-only";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { TimesheetListQuery, TimesheetSummary } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { projects, timesheets } from "@/server/db/schema";
import { periodOf, storedStatuses } from "@/server/db/sql/stored-values";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { listTimesheetExpenseTotals } from "@/server/services/overview/list-timesheet-expense-totals";
import { listTimesheetFees } from "@/server/services/overview/list-timesheet-fees";
import { timesheetScope } from "./find-timesheet";

/**
 * The actor's timesheets (a contractor's own; every one for an administrator, optionally by
 * contractor or project), earliest period first, with fee, expense and bonus totals per
 * currency. Three queries for any number of timesheets: the list, the records for the fees
 * (computed with the domain's fee rules), and the expense sums.
 */
export async function listTimesheets(db: DbOrTx, actor: Actor, filters: TimesheetListQuery): Promise<TimesheetSummary[]> {
  const where: (SQL | undefined)[] = [timesheetScope(actor)];
  if (filters.contractorId) where.push(eq(timesheets.contractorId, filters.contractorId));
  if (filters.projectId) where.push(eq(timesheets.projectId, filters.projectId));
  const rows = await db
    .select({ timesheet: timesheets, projectName: projects.name, currency: timesheetCurrencySql() })
    .from(timesheets)
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .where(and(...where))
    .orderBy(asc(timesheets.billingPeriod), asc(projects.name), asc(timesheets.id));
  const ids = rows.map((row) => row.timesheet.id);
  const [fees, expenses] = await Promise.all([
    listTimesheetFees(db, { timesheetIds: ids }),
    listTimesheetExpenseTotals(db, { timesheetIds: ids }),
  ]);
  return rows.map(({ timesheet, projectName, currency }) => ({
    id: timesheet.id,
    ...storedStatuses(timesheet),
    billingPeriod: periodOf(timesheet.billingPeriod),
    flagged: timesheet.flagged,
    version: timesheet.version,
    project: { id: timesheet.projectId, name: projectName },
    projectEngagementId: timesheet.projectEngagementId,
    contractorId: timesheet.contractorId,
    totals: {
      fee: fees.get(timesheet.id) ?? [],
      expenses: expenses.get(timesheet.id) ?? [],
      bonus: timesheet.bonusAmount !== null && currency ? [{ amount: timesheet.bonusAmount, currency }] : [],
    },
  }));
}
