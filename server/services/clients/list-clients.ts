import "server-only";
import { asc } from "drizzle-orm";
import type { Client } from "@/lib/schemas/clients";
import type { DbOrTx } from "@/server/db";
import { clients } from "@/server/db/schema";
import { clientColumns, toClient } from "./get-client";

/** Every client with how many projects it has, by name. */
export async function listClients(db: DbOrTx): Promise<Client[]> {
  return (await db.select(clientColumns).from(clients).orderBy(asc(clients.name))).map(toClient);
}
