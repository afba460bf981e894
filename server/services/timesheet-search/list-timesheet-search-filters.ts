import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { COMPONENT_STATUSES, TIMESHEET_STATUSES } from "@/lib/domain/reference";
import { componentStatusLabel, timesheetStatusLabel } from "@/lib/domain/statuses";
import { TIMESHEET_SORT_IDS, type TimesheetSearchFilterOptions } from "@/lib/schemas/timesheet-search";
import type { DbOrTx } from "@/server/db";
import { clients, contractors, projects, timesheets, user } from "@/server/db/schema";
import { periodOf } from "@/server/db/sql/stored-values";

/**
 * GET /api/timesheets/find/filters: what each search filter can take. Statuses are the full
 * lists with their labels; billing periods are the ones that have timesheets, latest first.
 */
export async function listTimesheetSearchFilters(db: DbOrTx): Promise<TimesheetSearchFilterOptions> {
  const [periods, projectRows, clientRows, contractorRows] = await Promise.all([
    db.selectDistinct({ billingPeriod: timesheets.billingPeriod }).from(timesheets).orderBy(desc(timesheets.billingPeriod)),
    db
      .select({ id: projects.id, name: projects.name, clientId: projects.clientId })
      .from(projects)
      .orderBy(asc(projects.name), asc(projects.id)),
    db.select({ id: clients.id, name: clients.name }).from(clients).orderBy(asc(clients.name)),
    db
      .select({ id: contractors.id, name: user.name })
      .from(contractors)
      .innerJoin(user, eq(user.id, contractors.userId))
      .orderBy(asc(user.name), asc(contractors.id)),
  ]);
  const componentStatuses = COMPONENT_STATUSES.map((value) => ({ value, label: componentStatusLabel(value) }));
  return {
    filters: {
      status: TIMESHEET_STATUSES.map((value) => ({ value, label: timesheetStatusLabel(value) })),
      feeStatus: componentStatuses,
      expensesStatus: componentStatuses,
      bonusStatus: componentStatuses,
      billingPeriod_name: periods.map(({ billingPeriod }) => {
        const period = periodOf(billingPeriod);
        return { ...period, value: billingPeriod.slice(0, 7) };
      }),
      projectId: projectRows,
      clientId: clientRows,
      contractorId: contractorRows,
      flagged: [true, false],
      search: { description: "Text found in the contractor's name or e-mail or in the project name (case-insensitive)." },
    },
    sorting: [...TIMESHEET_SORT_IDS],
  };
}
