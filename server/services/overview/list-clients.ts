import "server-only";
import { asc, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { clients } from "@/server/db/schema";

/** Every client with its country, contact and how many projects it has. */
export async function listClients(db: DbOrTx) {
  return db
    .select({
      id: clients.id,
      name: clients.name,
      countryCode: clients.countryCode,
      contactEmail: clients.contactEmail,
      // Qualified by hand: with one table in FROM, drizzle would leave "id" unqualified.
      projectCount: sql<number>`(select count(*) from projects p where p.client_id = "clients"."id")`.mapWith(Number),
    })
    .from(clients)
    .orderBy(asc(clients.name));
}

export type ClientListRow = Awaited<ReturnType<typeof listClients>>[number];
