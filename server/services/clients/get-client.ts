import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Client, ClientDetail } from "@/lib/schemas/clients";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { clients, projects } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";

export const clientColumns = {
  id: clients.id,
  name: clients.name,
  countryCode: clients.countryCode,
  contactEmail: clients.contactEmail,
  address: clients.address,
  invoicingEntityId: clients.invoicingEntityId,
  invoicingEntityName: sql<string | null>`(select e.name from invoicing_entities e where e.id = "clients"."invoicing_entity_id")`,
  // Named by hand: with one table in FROM, drizzle would leave "id" unqualified.
  projectsCount: sql<number>`(select count(*) from projects p where p.client_id = "clients"."id")`.mapWith(Number),
  createdAt: isoTimestampSql(clients.createdAt),
  updatedAt: isoTimestampSql(clients.updatedAt),
  version: clients.version,
};

type ClientRow = Omit<Client, "invoicingEntity"> & { invoicingEntityId: string | null; invoicingEntityName: string | null };

/** The row as the API answers it: the invoicing entity as a reference. */
export function toClient({ invoicingEntityId, invoicingEntityName, ...row }: ClientRow): Client {
  return { ...row, invoicingEntity: invoicingEntityId ? { id: invoicingEntityId, name: invoicingEntityName ?? "" } : null };
}

/** One client with its projects, or 404. */
export async function getClient(db: DbOrTx, id: string): Promise<ClientDetail> {
  const [row] = await db.select(clientColumns).from(clients).where(eq(clients.id, id));
  if (!row) throw notFound("client");
  const client = toClient(row);
  const list = await db
    .select({ id: projects.id, name: projects.name, archivedAt: projects.archivedAt })
    .from(projects)
    .where(eq(projects.clientId, id))
    .orderBy(asc(projects.name));
  return { ...client, projects: list.map((p) => ({ id: p.id, name: p.name, archived: p.archivedAt !== null })) };
}
