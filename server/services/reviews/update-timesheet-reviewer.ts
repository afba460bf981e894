import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { Reviewer, UpdateReviewerBody } from "@/lib/schemas/reviews";
import type { Database } from "@/server/db";
import { projects, timesheetReviewers } from "@/server/db/schema";

/** Renames a reviewer or changes their e-mail; one e-mail reviews a project once (409 otherwise). */
export async function updateTimesheetReviewer(db: Database, id: string, body: UpdateReviewerBody): Promise<Reviewer> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(timesheetReviewers).where(eq(timesheetReviewers.id, id)).for("update");
    if (!current) throw notFound("reviewer");
    // The project row is the lock create-timesheet-reviewer takes too, so a concurrent add and rename take turns.
    const [project] = await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, current.projectId)).for("update");
    const [taken] = await tx
      .select({ id: timesheetReviewers.id })
      .from(timesheetReviewers)
      .where(
        and(
          eq(timesheetReviewers.projectId, current.projectId),
          ne(timesheetReviewers.id, id),
          sql`lower(${timesheetReviewers.email}) = ${body.email}`,
        ),
      );
    if (taken) throw conflict({ key: "emailAlreadyReviewsProject", values: { email: body.email, project: project!.name } });
    const [row] = await tx
      .update(timesheetReviewers)
      .set({ name: body.name, email: body.email, updatedAt: sql`now()` })
      .where(eq(timesheetReviewers.id, id))
      .returning();
    return { id: row!.id, projectId: row!.projectId, projectName: project!.name, name: row!.name, email: row!.email };
  });
}
