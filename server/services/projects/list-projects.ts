import "server-only";
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Page, PageQuery } from "@/lib/schemas/paging";
import type { ProjectListItem } from "@/lib/schemas/projects";
import type { DbOrTx } from "@/server/db";
import { clients, invoicingEntities, projects } from "@/server/db/schema";
import { cursorValue, decodeCursor, toPage } from "@/server/http/keyset-cursor";
import { presentProject, projectColumns } from "./project-columns";

/**
 * One page of projects by name, client name and id; archived ones only when asked for. The
 * cursor is where the previous page ended.
 */
export async function listProjects(
  db: DbOrTx,
  { includeArchived, limit, cursor }: { includeArchived: boolean } & PageQuery,
): Promise<Page<ProjectListItem>> {
  const where: SQL[] = [];
  if (!includeArchived) where.push(isNull(projects.archivedAt));
  if (cursor) {
    const [name, clientName, id] = decodeCursor(cursor, [cursorValue.text, cursorValue.text, cursorValue.uuid]);
    where.push(sql`(${projects.name}, ${clients.name}, ${projects.id}) > (${name}, ${clientName}, ${id}::uuid)`);
  }
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(invoicingEntities, eq(invoicingEntities.id, projects.invoicingEntityId))
    .where(and(...where))
    .orderBy(asc(projects.name), asc(clients.name), asc(projects.id))
    .limit(limit + 1);
  const page = toPage(rows, limit, (row) => [row.name, row.clientName, row.id]);
  return { data: page.data.map(presentProject), nextCursor: page.nextCursor };
}
