import "server-only";
import { and, eq } from "drizzle-orm";
import type { AssignContractorBody, ProjectDetail } from "@/lib/schemas/projects";
import { conflict, notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { contractors, projectEngagements, projects, user } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/sql/unique-violation";
import { notifyNewEngagement } from "@/server/notifications/engagement-notifications";
import { getProject } from "./get-project";
import { invalidField } from "./project-references";

const alreadyAssigned = () => conflict({ key: "contractorAlreadyAssignedProject" });

/**
 * Puts a contractor on a project: the project engagement with its dates and which components
 * are eligible. Its dated periods with rates (and with them the monthly timesheets) are added
 * through /api/engagements.
 */
export async function assignContractor(db: Database, projectId: string, body: AssignContractorBody): Promise<ProjectDetail> {
  try {
    return await db.transaction(async (tx) => {
      const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("share");
      if (!project) throw notFound("project");
      if (project.archivedAt) throw conflict({ key: "projectArchivedUnarchiveBefore" });
      const [contractor] = await tx
        .select({ id: contractors.id, active: user.active })
        .from(contractors)
        .innerJoin(user, eq(user.id, contractors.userId))
        .where(eq(contractors.id, body.contractorId));
      if (!contractor) throw invalidField("contractorId", { key: "noContractorWithId" });
      if (!contractor.active) throw conflict({ key: "contractorDeactivatedReactivateBeforeAssigning" });
      const [existing] = await tx
        .select({ id: projectEngagements.id })
        .from(projectEngagements)
        .where(and(eq(projectEngagements.projectId, projectId), eq(projectEngagements.contractorId, body.contractorId)));
      if (existing) throw alreadyAssigned();
      if (project.startDate && body.startDate < project.startDate) {
        throw invalidField("startDate", { key: "engagementStartsBeforeProject", values: { date: project.startDate } });
      }
      if (project.endDate && (body.endDate ?? "9999-12-31") > project.endDate) {
        throw invalidField("endDate", { key: "engagementEndsAfterProject", values: { date: project.endDate } });
      }
      await tx.insert(projectEngagements).values({
        projectId,
        contractorId: body.contractorId,
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        expensesEligible: body.expensesEligible,
        bonusEligible: body.bonusEligible,
      });
      await notifyNewEngagement(tx, { projectId, contractorId: body.contractorId, startDate: body.startDate, endDate: body.endDate ?? null });
      return getProject(tx, projectId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAssigned();
    throw error;
  }
}
