import "server-only";
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Page } from "@/lib/schemas/paging";
import type { ProjectListItem, ProjectListQuery } from "@/lib/schemas/projects";
import type { DbOrTx } from "@/server/db";
import { clients, invoicingEntities, projects } from "@/server/db/schema";
import { cursorValue, decodeCursor, toPage } from "@/server/http/keyset-cursor";
import { containsPattern } from "@/server/services/timesheets/query/search-conditions";
import { presentProject, projectColumns } from "./project-columns";

/**
 * The projects whose name, client's name or one of whose reviewers' names contains the text:
 * project and client names are looked up by their trigram indexes, as the Users page does.
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(projects.name, pattern),
    ilike(clients.name, pattern),
    sql`exists (select 1 from timesheet_reviewers r where r.project_id = ${projects.id} and r.name ilike ${pattern})`,
  );
}

/**
 * One page of projects by name, client name and id, narrowed by `q` and `clientId`; archived ones
 * only when asked for. The cursor is where the previous page ended, so a deep page costs what the
 * first one does.
 */
export async function listProjects(
  db: DbOrTx,
  { includeArchived, limit, cursor, q, clientId }: Pick<ProjectListQuery, "includeArchived" | "limit" | "cursor" | "q" | "clientId">,
): Promise<Page<ProjectListItem>> {
  const where: (SQL | undefined)[] = [matching(q)];
  if (!includeArchived) where.push(isNull(projects.archivedAt));
  if (clientId) where.push(eq(projects.clientId, clientId));
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

/**
 * How many projects there are (of the client, when one is given) and how many of them are
 * archived: the Projects page's empty state and its "Show archived (n)", in one statement.
 */
export async function countProjects(db: DbOrTx, clientId?: string): Promise<{ total: number; archived: number }> {
  const [row] = await db
    .select({ total: count(), archived: sql<number>`count(*) filter (where ${projects.archivedAt} is not null)`.mapWith(Number) })
    .from(projects)
    .where(clientId ? eq(projects.clientId, clientId) : undefined);
  return { total: row?.total ?? 0, archived: row?.archived ?? 0 };
}
