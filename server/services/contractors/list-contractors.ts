import "server-only";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { ContractorListItem, ListContractorsQuery } from "@/lib/schemas/contractors";
import type { Page } from "@/lib/schemas/paging";
import type { DbOrTx } from "@/server/db";
import { contractors, user } from "@/server/db/schema";
import { cursorValue, decodeCursor, toPage } from "@/server/http/keyset-cursor";
import { containsPattern } from "@/server/services/timesheets/query/search-conditions";
import { contractorColumns, presentContractor } from "./contractor-columns";

const select = (db: DbOrTx) => db.select(contractorColumns).from(contractors).innerJoin(user, eq(user.id, contractors.userId));
const order = [asc(user.name), asc(user.email), asc(contractors.id)] as const;

/**
 * The contractors whose name, e-mail or one of whose projects' names contains the text: looked up
 * in people and projects by their trigram indexes, as the timesheet search does.
 */
function matching(q: string | undefined) {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(user.name, pattern),
    ilike(user.email, pattern),
    sql`${contractors.id} in (select pe.contractor_id from project_engagements pe where pe.project_id in (select p.id from projects p where p.name ilike ${pattern}))`,
  );
}

/** One page of contractors by name, e-mail and id, narrowed by `q`; the cursor is where the previous page ended. */
export async function listContractorsPage(db: DbOrTx, { limit, cursor, q }: ListContractorsQuery): Promise<Page<ContractorListItem>> {
  let after;
  if (cursor) {
    const [name, email, id] = decodeCursor(cursor, [cursorValue.text, cursorValue.text, cursorValue.uuid]);
    after = sql`(${user.name}, ${user.email}, ${contractors.id}) > (${name}, ${email}, ${id}::uuid)`;
  }
  const rows = await select(db)
    .where(and(matching(q), after))
    .orderBy(...order)
    .limit(limit + 1);
  const page = toPage(rows, limit, (row) => [row.name, row.email, row.id]);
  return { data: page.data.map(presentContractor), nextCursor: page.nextCursor };
}

/** How many contractors there are, and how many have not signed in yet: the Users page's header, in one statement. */
export async function countContractors(db: DbOrTx): Promise<{ total: number; invited: number }> {
  const [row] = await db
    .select({ total: count(), invited: sql<number>`count(*) filter (where ${contractors.status} = 'INVITED')`.mapWith(Number) })
    .from(contractors);
  return { total: row?.total ?? 0, invited: row?.invited ?? 0 };
}

/** Whether an active contractor is not on the project yet: the project page's "Add contractor" is off otherwise. One row at most. */
export async function hasContractorToAdd(db: DbOrTx, projectId: string): Promise<boolean> {
  const rows = await db
    .select({ id: contractors.id })
    .from(contractors)
    .innerJoin(user, eq(user.id, contractors.userId))
    .where(and(eq(user.active, true), sql`${contractors.id} not in (select pe.contractor_id from project_engagements pe where pe.project_id = ${projectId})`))
    .limit(1);
  return rows.length > 0;
}
