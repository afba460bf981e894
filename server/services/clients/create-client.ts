import "server-only";
import type { ClientDetail, CreateClientBody } from "@/lib/schemas/clients";
import type { Database } from "@/server/db";
import { clients } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/sql/unique-violation";
import { assertClientNameFree, clientNameTaken } from "./client-name-taken";
import { getClient } from "./get-client";
import { knownInvoicingEntity } from "./known-invoicing-entity";

export async function createClient(db: Database, body: CreateClientBody): Promise<ClientDetail> {
  try {
    return await db.transaction(async (tx) => {
      await assertClientNameFree(tx, body.name);
      const [created] = await tx
        .insert(clients)
        .values({
          name: body.name,
          countryCode: body.countryCode ?? null,
          contactEmail: body.contactEmail ?? null,
          address: body.address || null,
          invoicingEntityId: await knownInvoicingEntity(tx, body.invoicingEntityId),
        })
        .returning({ id: clients.id });
      return getClient(tx, created!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw clientNameTaken(body.name);
    throw error;
  }
}
