import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { CreateReviewerBody, Reviewer } from "@/lib/schemas/reviews";
import type { Database } from "@/server/db";
import { projects, timesheetReviewers } from "@/server/db/schema";

/** Adds a reviewer to a project; one e-mail address reviews a project once (409 otherwise). */
export async function createTimesheetReviewer(db: Database, body: CreateReviewerBody): Promise<Reviewer> {
  return db.transaction(async (tx) => {
    // Locked so two admins adding the same reviewer take turns: the second gets the 409 below.
    const [project] = await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, body.projectId)).for("update");
    if (!project) throw notFound("project");
    const [existing] = await tx
      .select({ id: timesheetReviewers.id })
      .from(timesheetReviewers)
      .where(and(eq(timesheetReviewers.projectId, body.projectId), sql`lower(${timesheetReviewers.email}) = ${body.email}`));
    if (existing) throw conflict({ key: "emailAlreadyReviewsProject", values: { email: body.email, project: project.name } });
    const [row] = await tx.insert(timesheetReviewers).values(body).returning();
    if (!row) throw new Error("The reviewer was not created.");
    return { id: row.id, projectId: row.projectId, projectName: project.name, name: row.name, email: row.email };
  });
}
