import "server-only";
import { asc, eq, ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { LookupItem, LookupKind, LookupQuery } from "@/lib/schemas/lookups";
import type { DbOrTx } from "@/server/db";
import { clients, contractors, projects, user } from "@/server/db/schema";
import { containsPattern } from "@/server/services/timesheets/query/search-conditions";

/** Names that start with the text sort before those that only contain it; then by name. */
function byName(column: AnyColumn, q: string): SQL[] {
  const first = sql`case when ${column} ilike ${`${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} then 0 else 1 end`;
  return q === "" ? [asc(column)] : [first, asc(column)];
}

/**
 * GET /api/lookups/{kind}: one bounded query; the ILIKE '%text%' conditions are answered by the
 * trigram indexes (supabase/migrations/*_trigram_search.sql), so the cost follows the matches.
 */
export async function lookUp(db: DbOrTx, kind: LookupKind, { q, limit }: LookupQuery): Promise<LookupItem[]> {
  const pattern = containsPattern(q);
  if (kind === "contractors") {
    return db
      .select({ id: contractors.id, name: user.name, detail: user.email })
      .from(contractors)
      .innerJoin(user, eq(user.id, contractors.userId))
      .where(q === "" ? undefined : or(ilike(user.name, pattern), ilike(user.email, pattern)))
      .orderBy(...byName(user.name, q), asc(contractors.id))
      .limit(limit);
  }
  if (kind === "projects") {
    return db
      .select({ id: projects.id, name: projects.name, detail: clients.name, clientId: projects.clientId })
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(q === "" ? undefined : ilike(projects.name, pattern))
      .orderBy(...byName(projects.name, q), asc(projects.id))
      .limit(limit);
  }
  return db
    .select({ id: clients.id, name: clients.name, detail: sql<string | null>`null::text` })
    .from(clients)
    .where(q === "" ? undefined : ilike(clients.name, pattern))
    .orderBy(...byName(clients.name, q), asc(clients.id))
    .limit(limit);
}
