import "server-only";
import { asc, eq } from "drizzle-orm";
import { CURRENCIES, PARTY_TYPES } from "@/lib/domain/reference";
import type { InvoicingEntity } from "@/lib/schemas/invoicing-entities";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { invoicingEntities } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { stored } from "@/server/db/sql/stored-values";

const columns = {
  id: invoicingEntities.id,
  name: invoicingEntities.name,
  partyType: invoicingEntities.partyType,
  countryCode: invoicingEntities.countryCode,
  address: invoicingEntities.address,
  vatNumber: invoicingEntities.vatNumber,
  currency: invoicingEntities.currency,
  iban: invoicingEntities.iban,
  bic: invoicingEntities.bic,
  street: invoicingEntities.street,
  postalCode: invoicingEntities.postalCode,
  city: invoicingEntities.city,
  buyerReference: invoicingEntities.buyerReference,
  electronicAddress: invoicingEntities.electronicAddress,
  paymentTermsDays: invoicingEntities.paymentTermsDays,
  createdAt: isoTimestampSql(invoicingEntities.createdAt),
  updatedAt: isoTimestampSql(invoicingEntities.updatedAt),
  version: invoicingEntities.version,
};

const select = (db: DbOrTx) => db.select(columns).from(invoicingEntities);

function present(row: Awaited<ReturnType<typeof select>>[number]): InvoicingEntity {
  return {
    ...row,
    partyType: stored(PARTY_TYPES, row.partyType, "party type"),
    currency: row.currency === null ? null : stored(CURRENCIES, row.currency, "currency"),
  };
}

/** Every invoicing entity, by name. */
export async function listInvoicingEntities(db: DbOrTx): Promise<InvoicingEntity[]> {
  const rows = await select(db).orderBy(asc(invoicingEntities.name), asc(invoicingEntities.id));
  return rows.map(present);
}

/** One invoicing entity, or 404. */
export async function getInvoicingEntity(db: DbOrTx, id: string): Promise<InvoicingEntity> {
  const [row] = await select(db).where(eq(invoicingEntities.id, id));
  if (!row) throw notFound("invoicingEntity");
  return present(row);
}
