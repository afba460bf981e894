import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import { isEngagementHidden } from "@/lib/domain/selection";
import type { DbOrTx } from "@/server/db";
import { projectEngagements, projects, timesheets } from "@/server/db/schema";
import { storedStatuses } from "@/server/db/sql/stored-values";

/**
 * The projects a contractor is engaged on, for the menu's one child per project. With `visibleOn`
 * (today), engagements the 60-day rule hides are left out, as the workspace's project picker does;
 * history lists every project.
 */
export async function listContractorProjects(db: DbOrTx, contractorId: string, options: { visibleOn?: IsoDate } = {}) {
  const rows = await db
    .select({ id: projects.id, name: projects.name, engagementId: projectEngagements.id, endDate: projectEngagements.endDate })
    .from(projectEngagements)
    .innerJoin(projects, eq(projects.id, projectEngagements.projectId))
    .where(eq(projectEngagements.contractorId, contractorId))
    .orderBy(asc(projects.name));
  const { visibleOn } = options;
  if (visibleOn === undefined || rows.length === 0) return rows.map(({ id, name }) => ({ id, name }));
  const statuses = await db
    .select({ projectEngagementId: timesheets.projectEngagementId, status: timesheets.status, feeStatus: timesheets.feeStatus, expensesStatus: timesheets.expensesStatus, bonusStatus: timesheets.bonusStatus })
    .from(timesheets)
    .where(inArray(timesheets.projectEngagementId, rows.map((row) => row.engagementId)));
  return rows
    .filter((row) => {
      const own = statuses.filter((timesheet) => timesheet.projectEngagementId === row.engagementId).map(storedStatuses);
      return !isEngagementHidden({ endDate: row.endDate, timesheets: own }, visibleOn);
    })
    .map(({ id, name }) => ({ id, name }));
}
