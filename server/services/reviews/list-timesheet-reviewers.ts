import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Reviewer } from "@/lib/schemas/reviews";
import type { DbOrTx } from "@/server/db";
import { projects, timesheetReviewers } from "@/server/db/schema";

/** Who reviews which project, by project and name; one project when `projectId` is given. */
export async function listTimesheetReviewers(db: DbOrTx, { projectId }: { projectId?: string }): Promise<Reviewer[]> {
  return db
    .select({
      id: timesheetReviewers.id,
      projectId: timesheetReviewers.projectId,
      projectName: projects.name,
      name: timesheetReviewers.name,
      email: timesheetReviewers.email,
    })
    .from(timesheetReviewers)
    .innerJoin(projects, eq(projects.id, timesheetReviewers.projectId))
    .where(projectId ? eq(timesheetReviewers.projectId, projectId) : undefined)
    .orderBy(asc(projects.name), asc(timesheetReviewers.name), asc(timesheetReviewers.id));
}
