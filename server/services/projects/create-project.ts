import "server-only";
import type { CreateProjectBody, ProjectDetail } from "@/lib/schemas/projects";
import type { Database } from "@/server/db";
import { projects } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/sql/unique-violation";
import { getProject } from "./get-project";
import { assertClientExists, assertInvoicingEntityExists, assertProjectNameFree, projectNameTaken } from "./project-references";

export async function createProject(db: Database, body: CreateProjectBody): Promise<ProjectDetail> {
  try {
    return await db.transaction(async (tx) => {
      await assertClientExists(tx, body.clientId);
      await assertInvoicingEntityExists(tx, body.invoicingEntityId);
      await assertProjectNameFree(tx, body.clientId, body.name);
      const [created] = await tx
        .insert(projects)
        .values({
          name: body.name,
          clientId: body.clientId,
          invoicingEntityId: body.invoicingEntityId ?? null,
          description: body.description ?? null,
          buyerReference: body.buyerReference ?? null,
          startDate: body.startDate ?? null,
          endDate: body.endDate ?? null,
        })
        .returning({ id: projects.id });
      return getProject(tx, created!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw projectNameTaken(body.name);
    throw error;
  }
}
