import "server-only";
import { and, eq } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { AdminProjectEngagement, CreateProjectEngagementBody } from "@/lib/schemas/engagements";
import type { Database } from "@/server/db";
import { contractors, projectEngagements, projects, user } from "@/server/db/schema";
import { notifyNewEngagement } from "@/server/notifications/engagement-notifications";

/**
 * Puts a contractor on a project. It has no periods and so no rates yet, which is why no
 * timesheet is created here: the first engagement period creates them.
 */
export async function createProjectEngagement(db: Database, body: CreateProjectEngagementBody): Promise<AdminProjectEngagement> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ name: projects.name, archivedAt: projects.archivedAt })
      .from(projects)
      .where(eq(projects.id, body.projectId))
      // Locked so two admins engaging the same contractor take turns: the second gets the 409 below.
      .for("update");
    if (!project) throw notFound("project");
    if (project.archivedAt !== null) throw conflict({ key: "projectArchivedUnarchiveBeforeEngaging", values: { project: project.name } });
    const [contractor] = await tx
      .select({ name: user.name, active: user.active })
      .from(contractors)
      .innerJoin(user, eq(user.id, contractors.userId))
      .where(eq(contractors.id, body.contractorId));
    if (!contractor) throw notFound("contractor");
    if (!contractor.active) throw conflict({ key: "contractorDeactivatedCannotEngaged", values: { contractor: contractor.name } });
    const [existing] = await tx
      .select({ id: projectEngagements.id })
      .from(projectEngagements)
      .where(and(eq(projectEngagements.projectId, body.projectId), eq(projectEngagements.contractorId, body.contractorId)));
    if (existing) throw conflict({ key: "contractorAlreadyEngagedProject", values: { contractor: contractor.name, project: project.name } });
    const [row] = await tx
      .insert(projectEngagements)
      .values({
        projectId: body.projectId,
        contractorId: body.contractorId,
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        expensesEligible: body.expensesEligible,
        bonusEligible: body.bonusEligible,
      })
      .returning();
    if (!row) throw new Error("The project engagement was not created.");
    await notifyNewEngagement(tx, row);
    return {
      id: row.id,
      projectId: row.projectId,
      contractorId: row.contractorId,
      startDate: row.startDate,
      endDate: row.endDate,
      expensesEligible: row.expensesEligible,
      bonusEligible: row.bonusEligible,
      version: row.version,
      engagements: [],
    };
  });
}
