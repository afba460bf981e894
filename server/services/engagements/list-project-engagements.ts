import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import { isEngagementHidden, visibleTimesheets } from "@/lib/domain/selection";
import type { ProjectEngagement } from "@/lib/schemas/engagements";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { projectEngagements, projects, timesheets } from "@/server/db/schema";
import { periodOf, storedStatuses } from "@/server/db/sql/stored-values";
import { listEngagements } from "./list-engagements";

/**
 * The contractor's project engagements with their engagement periods, rates and visible
 * timesheets (INITIALIZED ones at most one period ahead). An engagement the 60-day rule hides is
 * left out unless asked for; whether it is hidden is decided on all its timesheets. Three queries.
 */
export async function listProjectEngagements(
  db: DbOrTx,
  actor: Actor,
  { includeHidden, today }: { includeHidden: boolean; today: IsoDate },
): Promise<ProjectEngagement[]> {
  if (!actor.contractorId) return [];
  const rows = await db
    .select({ projectEngagement: projectEngagements, projectName: projects.name })
    .from(projectEngagements)
    .innerJoin(projects, eq(projects.id, projectEngagements.projectId))
    .where(eq(projectEngagements.contractorId, actor.contractorId))
    .orderBy(asc(projects.name), asc(projectEngagements.id));
  const ids = rows.map((row) => row.projectEngagement.id);
  if (ids.length === 0) return [];
  const [engagements, timesheetRows] = await Promise.all([
    listEngagements(db, ids),
    db
      .select()
      .from(timesheets)
      .where(inArray(timesheets.projectEngagementId, ids))
      .orderBy(asc(timesheets.billingPeriod)),
  ]);
  const all = timesheetRows.map((row) => ({
    id: row.id,
    projectEngagementId: row.projectEngagementId,
    billingPeriod: periodOf(row.billingPeriod),
    ...storedStatuses(row),
    flagged: row.flagged,
    version: row.version,
  }));
  return rows
    .map(({ projectEngagement, projectName }) => {
      const own = all.filter((timesheet) => timesheet.projectEngagementId === projectEngagement.id);
      return {
        id: projectEngagement.id,
        project: { id: projectEngagement.projectId, name: projectName },
        startDate: projectEngagement.startDate,
        endDate: projectEngagement.endDate,
        expensesEligible: projectEngagement.expensesEligible,
        bonusEligible: projectEngagement.bonusEligible,
        hidden: isEngagementHidden({ endDate: projectEngagement.endDate, timesheets: own }, today),
        engagements: engagements.get(projectEngagement.id) ?? [],
        timesheets: visibleTimesheets(own, today).map(({ projectEngagementId: _engagement, ...timesheet }) => timesheet),
      };
    })
    .filter((projectEngagement) => includeHidden || !projectEngagement.hidden);
}
