import "server-only";
import { asc, sql } from "drizzle-orm";
import type { Client } from "@/lib/schemas/clients";
import type { Page, PageQuery } from "@/lib/schemas/paging";
import type { DbOrTx } from "@/server/db";
import { clients } from "@/server/db/schema";
import { cursorValue, decodeCursor, toPage } from "@/server/http/keyset-cursor";
import { clientColumns, toClient } from "./get-client";

const order = [asc(clients.name), asc(clients.id)] as const;

/** Every client with how many projects it has, by name (for server-rendered screens; the API pages). */
export async function listClients(db: DbOrTx): Promise<Client[]> {
  return (await db.select(clientColumns).from(clients).orderBy(...order)).map(toClient);
}

/** One page of clients by name and id; the cursor is where the previous page ended. */
export async function listClientsPage(db: DbOrTx, { limit, cursor }: PageQuery): Promise<Page<Client>> {
  let after;
  if (cursor) {
    const [name, id] = decodeCursor(cursor, [cursorValue.text, cursorValue.uuid]);
    after = sql`(${clients.name}, ${clients.id}) > (${name}, ${id}::uuid)`;
  }
  const rows = await db
    .select(clientColumns)
    .from(clients)
    .where(after)
    .orderBy(...order)
    .limit(limit + 1);
  const page = toPage(rows, limit, (row) => [row.name, row.id]);
  return { data: page.data.map(toClient), nextCursor: page.nextCursor };
}
