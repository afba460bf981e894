import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { ContractorListItem } from "@/lib/schemas/contractors";
import type { Page, PageQuery } from "@/lib/schemas/paging";
import type { DbOrTx } from "@/server/db";
import { contractors, user } from "@/server/db/schema";
import { cursorValue, decodeCursor, toPage } from "@/server/http/keyset-cursor";
import { contractorColumns, presentContractor } from "./contractor-columns";

const select = (db: DbOrTx) => db.select(contractorColumns).from(contractors).innerJoin(user, eq(user.id, contractors.userId));
const order = [asc(user.name), asc(user.email), asc(contractors.id)] as const;

/** Every contractor, active or not, by name (for server-rendered screens; the API pages). */
export async function listContractors(db: DbOrTx): Promise<ContractorListItem[]> {
  return (await select(db).orderBy(...order)).map(presentContractor);
}

/** One page of contractors by name, e-mail and id; the cursor is where the previous page ended. */
export async function listContractorsPage(db: DbOrTx, { limit, cursor }: PageQuery): Promise<Page<ContractorListItem>> {
  let after;
  if (cursor) {
    const [name, email, id] = decodeCursor(cursor, [cursorValue.text, cursorValue.text, cursorValue.uuid]);
    after = sql`(${user.name}, ${user.email}, ${contractors.id}) > (${name}, ${email}, ${id}::uuid)`;
  }
  const rows = await select(db)
    .where(after)
    .orderBy(...order)
    .limit(limit + 1);
  const page = toPage(rows, limit, (row) => [row.name, row.email, row.id]);
  return { data: page.data.map(presentContractor), nextCursor: page.nextCursor };
}
