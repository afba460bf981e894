import "server-only";
import { eq, sql } from "drizzle-orm";
import type { ClientDetail, UpdateClientBody } from "@/lib/schemas/clients";
import { notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { clients } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/sql/unique-violation";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { assertClientNameFree, clientNameTaken } from "./client-name-taken";
import { getClient } from "./get-client";
import { knownInvoicingEntity } from "./known-invoicing-entity";

export async function updateClient(db: Database, id: string, body: UpdateClientBody): Promise<ClientDetail> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(clients).where(eq(clients.id, id)).for("update");
      if (!current) throw notFound("client");
      expectVersion(current.version, body.version);
      if (body.name !== undefined && body.name !== current.name) await assertClientNameFree(tx, body.name, id);
      await tx
        .update(clients)
        .set({
          // A field the body leaves out is undefined, and drizzle leaves undefined out of the SET.
          name: body.name,
          countryCode: body.countryCode,
          contactEmail: body.contactEmail,
          ...(body.address !== undefined ? { address: body.address || null } : {}),
          ...(body.invoicingEntityId !== undefined ? { invoicingEntityId: await knownInvoicingEntity(tx, body.invoicingEntityId) } : {}),
          version: sql`${clients.version} + 1`,
        })
        .where(eq(clients.id, id));
      return getClient(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw clientNameTaken(body.name ?? "");
    throw error;
  }
}
