import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Page, PageQuery } from "@/lib/schemas/paging";
import type { Reviewer } from "@/lib/schemas/reviews";
import type { DbOrTx } from "@/server/db";
import { projects, timesheetReviewers } from "@/server/db/schema";
import { cursorValue, decodeCursor, toPage } from "@/server/http/keyset-cursor";

/**
 * One page of who reviews which project, by project name, reviewer name and id; one project
 * when `projectId` is given. The cursor is where the previous page ended.
 */
export async function listTimesheetReviewers(
  db: DbOrTx,
  { projectId, limit, cursor }: { projectId?: string } & PageQuery,
): Promise<Page<Reviewer>> {
  const where: SQL[] = [];
  if (projectId) where.push(eq(timesheetReviewers.projectId, projectId));
  if (cursor) {
    const [projectName, name, id] = decodeCursor(cursor, [cursorValue.text, cursorValue.text, cursorValue.uuid]);
    where.push(sql`(${projects.name}, ${timesheetReviewers.name}, ${timesheetReviewers.id}) > (${projectName}, ${name}, ${id}::uuid)`);
  }
  const rows = await db
    .select({
      id: timesheetReviewers.id,
      projectId: timesheetReviewers.projectId,
      projectName: projects.name,
      name: timesheetReviewers.name,
      email: timesheetReviewers.email,
    })
    .from(timesheetReviewers)
    .innerJoin(projects, eq(projects.id, timesheetReviewers.projectId))
    .where(and(...where))
    .orderBy(asc(projects.name), asc(timesheetReviewers.name), asc(timesheetReviewers.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row) => [row.projectName, row.name, row.id]);
}
