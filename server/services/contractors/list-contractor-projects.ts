import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { projectEngagements, projects } from "@/server/db/schema";

/** The projects a contractor is engaged on, for the menu's one child per project. */
export async function listContractorProjects(db: DbOrTx, contractorId: string) {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projectEngagements)
    .innerJoin(projects, eq(projects.id, projectEngagements.projectId))
    .where(eq(projectEngagements.contractorId, contractorId))
    .orderBy(asc(projects.name));
}
