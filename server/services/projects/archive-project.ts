import "server-only";
import { eq, sql } from "drizzle-orm";
import type { ProjectDetail } from "@/lib/schemas/projects";
import { conflict, notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { projects } from "@/server/db/schema";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { getProject } from "./get-project";

/**
 * Archiving hides a project from the default lists and from new assignments; its timesheets and
 * history stay as they are. Unarchiving brings it back.
 */
export async function setProjectArchived(
  db: Database,
  id: string,
  archived: boolean,
  { version }: { version?: number },
): Promise<ProjectDetail> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
    if (!current) throw notFound("project");
    expectVersion(current.version, version);
    if (archived && current.archivedAt) throw conflict({ key: "projectAlreadyArchived" });
    if (!archived && !current.archivedAt) throw conflict({ key: "projectNotArchived" });
    await tx
      .update(projects)
      .set({ archivedAt: archived ? sql`now()` : null, version: sql`${projects.version} + 1` })
      .where(eq(projects.id, id));
    return getProject(tx, id);
  });
}
