import "server-only";
import type { CreateInvoicingEntityBody, InvoicingEntity } from "@/lib/schemas/invoicing-entities";
import type { Database } from "@/server/db";
import { invoicingEntities } from "@/server/db/schema";
import { getInvoicingEntity } from "./list-invoicing-entities";

export async function createInvoicingEntity(db: Database, body: CreateInvoicingEntityBody): Promise<InvoicingEntity> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(invoicingEntities)
      .values({
        name: body.name,
        partyType: body.partyType,
        countryCode: body.countryCode ?? null,
        address: body.address ?? null,
        vatNumber: body.vatNumber ?? null,
        currency: body.currency ?? null,
        iban: body.iban ?? null,
        bic: body.bic ?? null,
        street: body.street ?? null,
        postalCode: body.postalCode ?? null,
        city: body.city ?? null,
        buyerReference: body.buyerReference ?? null,
        electronicAddress: body.electronicAddress ?? null,
        paymentTermsDays: body.paymentTermsDays ?? null,
      })
      .returning({ id: invoicingEntities.id });
    return getInvoicingEntity(tx, created!.id);
  });
}
