import "server-only";
import { and, eq } from "drizzle-orm";
import type { ProjectDetail, RemoveContractorBody } from "@/lib/schemas/projects";
import { AppError, conflict, notFound } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { projectEngagements, projects, timesheets } from "@/server/db/schema";
import { deleteUntouchedTimesheets } from "@/server/services/contractors/delete-untouched-timesheets";
import { getProject } from "./get-project";

/**
 * Takes a contractor off a project while nothing was recorded on it: the untouched timesheets
 * (audited), the engagement periods with their rates and the project engagement go. Once work
 * is recorded the engagement is history; end it by giving it an end date instead.
 */
export async function removeContractor(db: Database, actor: Actor, projectId: string, body: RemoveContractorBody): Promise<ProjectDetail> {
  return db.transaction(async (tx) => {
    const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
    if (!project) throw notFound("project");
    const [engagement] = await tx
      .select()
      .from(projectEngagements)
      .where(and(eq(projectEngagements.projectId, projectId), eq(projectEngagements.contractorId, body.contractorId)))
      .for("update");
    if (!engagement) throw new AppError("NOT_FOUND", { key: "contractorNotAssignedProject" });
    await deleteUntouchedTimesheets(tx, actor, eq(timesheets.projectEngagementId, engagement.id), {
      event: "remove-contractor",
      refusal: () =>
        conflict(
          { key: "contractorRecordedWorkProject" },
        ),
    });
    await tx.delete(projectEngagements).where(eq(projectEngagements.id, engagement.id));
    return getProject(tx, projectId);
  });
}
