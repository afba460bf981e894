import "server-only";
import { eq } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { projectEngagements, projects, timesheets } from "@/server/db/schema";

/**
 * A project goes only while it has no timesheets at all; once it has some it is history and is
 * archived instead. Its engagements (with their periods and rates) and reviewers go with it.
 */
export async function deleteProject(db: Database, id: string): Promise<{ id: string; deleted: true }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for("update");
    if (!current) throw notFound("project");
    const [timesheet] = await tx.select({ id: timesheets.id }).from(timesheets).where(eq(timesheets.projectId, id)).limit(1);
    if (timesheet) throw conflict({ key: "projectTimesheetsArchiveInstead" });
    await tx.delete(projectEngagements).where(eq(projectEngagements.projectId, id));
    await tx.delete(projects).where(eq(projects.id, id));
    return { id, deleted: true as const };
  });
}
