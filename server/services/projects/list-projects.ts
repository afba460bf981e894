import "server-only";
import { asc, eq, isNull } from "drizzle-orm";
import type { ProjectListItem } from "@/lib/schemas/projects";
import type { DbOrTx } from "@/server/db";
import { clients, invoicingEntities, projects } from "@/server/db/schema";
import { presentProject, projectColumns } from "./project-columns";

/** Projects by name; archived ones only when asked for. */
export async function listProjects(db: DbOrTx, { includeArchived }: { includeArchived: boolean }): Promise<ProjectListItem[]> {
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(invoicingEntities, eq(invoicingEntities.id, projects.invoicingEntityId))
    .where(includeArchived ? undefined : isNull(projects.archivedAt))
    .orderBy(asc(projects.name), asc(clients.name), asc(projects.id));
  return rows.map(presentProject);
}
