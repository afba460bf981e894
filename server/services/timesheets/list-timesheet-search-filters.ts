import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { COMPONENT_STATUSES, TIMESHEET_STATUSES } from "@/lib/domain/reference";
import { componentStatusLabel, timesheetStatusLabel } from "@/lib/domain/statuses";
import { TIMESHEET_SORT_IDS, type TimesheetSearchFilterOptions } from "@/lib/schemas/timesheet-search";
import { DEFAULT_LOOKUP_LIMIT } from "@/lib/schemas/lookups";
import { rowsOf, type DbOrTx } from "@/server/db";
import { clients, contractors, projects, user } from "@/server/db/schema";
import { periodOf } from "@/server/db/sql/stored-values";

/**
 * GET /api/timesheets/find/filters: what each search filter can take. Statuses are the full
 * lists with their labels; billing periods are the ones that have timesheets, latest first.
 * Projects, clients and contractors are only the first DEFAULT_LOOKUP_LIMIT by name: pickers
 * ask GET /api/lookups/{contractors|projects|clients}?q= with the typed text, so this answer
 * stays small however large the organisation grows.
 */
export async function listTimesheetSearchFilters(db: DbOrTx): Promise<TimesheetSearchFilterOptions> {
  const [periods, projectRows, clientRows, contractorRows] = await Promise.all([
    distinctBillingPeriods(db),
    db
      .select({ id: projects.id, name: projects.name, clientId: projects.clientId })
      .from(projects)
      .orderBy(asc(projects.name), asc(projects.id))
      .limit(DEFAULT_LOOKUP_LIMIT),
    db.select({ id: clients.id, name: clients.name }).from(clients).orderBy(asc(clients.name)).limit(DEFAULT_LOOKUP_LIMIT),
    db
      .select({ id: contractors.id, name: user.name })
      .from(contractors)
      .innerJoin(user, eq(user.id, contractors.userId))
      .orderBy(asc(user.name), asc(contractors.id))
      .limit(DEFAULT_LOOKUP_LIMIT),
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

/**
 * The billing periods that have timesheets, latest first, by skipping down the billing-period
 * index one month at a time (a loose index scan): one probe per month, not one row per timesheet.
 */
async function distinctBillingPeriods(db: DbOrTx): Promise<{ billingPeriod: string }[]> {
  const result = await db.execute(sql`
    with recursive periods(billing_period) as (
      select max(billing_period) from timesheets
      union all
      select (select max(t.billing_period) from timesheets t where t.billing_period < p.billing_period)
      from periods p
      where p.billing_period is not null
    )
    select to_char(billing_period, 'YYYY-MM-DD') as "billingPeriod" from periods where billing_period is not null`);
  return rowsOf<{ billingPeriod: string }>(result);
}
