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
    if (!current) throw notFound("invoicingEntity");
    expectVersion(current.version, body.version);
    await tx
      .update(invoicingEntities)
      .set({
        // A field the body leaves out is undefined, and drizzle leaves undefined out of the SET.
        name: body.name,
        partyType: body.partyType,
        countryCode: body.countryCode,
        address: body.address,
        vatNumber: body.vatNumber,
        currency: body.currency,
        iban: body.iban,
        bic: body.bic,
        street: body.street,
        postalCode: body.postalCode,
        city: body.city,
        buyerReference: body.buyerReference,
        electronicAddress: body.electronicAddress,
        paymentTermsDays: body.paymentTermsDays,
        version: sql`${invoicingEntities.version} + 1`,
      })
      .where(eq(invoicingEntities.id, id));
    return getInvoicingEntity(tx, id);
  });
}
