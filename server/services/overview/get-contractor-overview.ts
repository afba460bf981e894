import "server-only";
import { and, asc, eq, type SQL } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { defaultTimesheet, isEngagementHidden, visibleTimesheets } from "@/lib/domain/selection";
import type { DbOrTx } from "@/server/db";
import { clients, projectEngagements, projects, timesheets } from "@/server/db/schema";

export type ContractorOverviewParams = { contractorId: string; today: IsoDate; projectId?: string };

/**
 * A contractor's projects with the timesheets they may see (spec point 4): engagements that
 * ended 60+ days ago with everything approved are hidden, unless that very project is asked
 * for; INITIALIZED timesheets only up to one period ahead; the default timesheet chosen by the
 * domain rule. Always scoped to the signed-in contractor.
 */
export async function getContractorOverview(db: DbOrTx, { contractorId, today, projectId }: ContractorOverviewParams) {
  const engagementWhere: SQL[] = [eq(projectEngagements.contractorId, contractorId)];
  const timesheetWhere: SQL[] = [eq(timesheets.contractorId, contractorId)];
  if (projectId) {
    engagementWhere.push(eq(projectEngagements.projectId, projectId));
    timesheetWhere.push(eq(timesheets.projectId, projectId));
  }
  const [engagementRows, timesheetRows] = await Promise.all([
    db
      .select({
        id: projectEngagements.id,
        projectId: projects.id,
        projectName: projects.name,
        clientName: clients.name,
        startDate: projectEngagements.startDate,
        endDate: projectEngagements.endDate,
      })
      .from(projectEngagements)
      .innerJoin(projects, eq(projects.id, projectEngagements.projectId))
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(and(...engagementWhere))
      .orderBy(asc(projects.name)),
    db
      .select({
        id: timesheets.id,
        projectEngagementId: timesheets.projectEngagementId,
        billingPeriod: timesheets.billingPeriod,
        status: timesheets.status,
        feeStatus: timesheets.feeStatus,
        expensesStatus: timesheets.expensesStatus,
        bonusStatus: timesheets.bonusStatus,
        flagged: timesheets.flagged,
      })
      .from(timesheets)
      .where(and(...timesheetWhere))
      .orderBy(asc(timesheets.billingPeriod)),
  ]);
  const engagements = engagementRows.map((engagement) => {
    const own = timesheetRows
      .filter((timesheet) => timesheet.projectEngagementId === engagement.id)
      .map((timesheet) => {
        const period = BillingPeriod.fromString(timesheet.billingPeriod);
        return { ...timesheet, billingPeriod: { month: period.month, year: period.year }, periodName: period.name };
      });
    const hidden = isEngagementHidden({ endDate: engagement.endDate, timesheets: own }, today);
    const visible = visibleTimesheets(own, today);
    return { ...engagement, hidden, timesheets: visible, defaultTimesheetId: defaultTimesheet(visible)?.id ?? null };
  });
  return {
    engagements: engagements.filter((engagement) => !engagement.hidden || projectId !== undefined),
    hiddenCount: engagements.filter((engagement) => engagement.hidden).length,
  };
}

export type ContractorOverview = Awaited<ReturnType<typeof getContractorOverview>>;
