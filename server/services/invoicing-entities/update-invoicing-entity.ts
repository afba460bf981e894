import "server-only";
import { eq, sql } from "drizzle-orm";
import type { InvoicingEntity, UpdateInvoicingEntityBody } from "@/lib/schemas/invoicing-entities";
import { notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { invoicingEntities } from "@/server/db/schema";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { getInvoicingEntity } from "./list-invoicing-entities";

export async function updateInvoicingEntity(db: Database, id: string, body: UpdateInvoicingEntityBody): Promise<InvoicingEntity> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(invoicingEntities).where(eq(invoicingEntities.id, id)).for("update");
    if (!current) throw notFound("Invoicing entity");
    expectVersion(current.version, body.version);
    await tx
      .update(invoicingEntities)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.partyType !== undefined ? { partyType: body.partyType } : {}),
        ...(body.countryCode !== undefined ? { countryCode: body.countryCode } : {}),
        ...(body.address !== undefined ? { address: body.address } : {}),
        ...(body.vatNumber !== undefined ? { vatNumber: body.vatNumber } : {}),
        ...(body.currency !== undefined ? { currency: body.currency } : {}),
        ...(body.iban !== undefined ? { iban: body.iban } : {}),
        ...(body.bic !== undefined ? { bic: body.bic } : {}),
        ...(body.street !== undefined ? { street: body.street } : {}),
        ...(body.postalCode !== undefined ? { postalCode: body.postalCode } : {}),
        ...(body.city !== undefined ? { city: body.city } : {}),
        ...(body.buyerReference !== undefined ? { buyerReference: body.buyerReference } : {}),
        ...(body.electronicAddress !== undefined ? { electronicAddress: body.electronicAddress } : {}),
        ...(body.paymentTermsDays !== undefined ? { paymentTermsDays: body.paymentTermsDays } : {}),
        version: sql`${invoicingEntities.version} + 1`,
      })
      .where(eq(invoicingEntities.id, id));
    return getInvoicingEntity(tx, id);
  });
}
