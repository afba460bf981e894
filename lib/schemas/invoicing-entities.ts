import { z } from "zod";
import { CURRENCIES, PARTY_TYPES } from "@/lib/domain/reference";
import { isValidBic, isValidIban } from "./billing-details";
import { countryCode } from "./clients";
import { isoTimestamp, uuid, version, nameText } from "./common";
import { type FieldLabel, keyed, labelWord } from "./error-map";

const name = nameText;
const partyType = z.enum(PARTY_TYPES, { error: keyed("partyTypeValues", { values: PARTY_TYPES.join(", ") }) });
const currency = z.enum(CURRENCIES, { error: keyed("currencyValues", { values: CURRENCIES.join(", ") }) });
const text = (label: FieldLabel, max: number) => z.string().trim().max(max, { error: keyed("labelMostMaxCharacters2", { label: labelWord(label), max }) });
const compact = (value: string) => value.replace(/\s+/g, "").toUpperCase();
/** The account payment runs pay from (the SEPA debtor account). */
const iban = z.string().transform(compact).refine(isValidIban, { error: keyed("notValidIban") });
const bic = z
  .string()
  .transform(compact)
  .refine((value) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value), { error: keyed("bic811Letters") })
  .refine(isValidBic, { error: keyed("countryCodeBic5th") });

/** BT-49: where the entity receives e-invoices. */
const electronicAddress = z.email({ error: keyed("eInvoiceAddressE") }).max(254, { error: keyed("eInvoiceAddressMost") });
const paymentTermsDays = z
  .number({ error: keyed("paymentTermsNumberDays") })
  .int({ error: keyed("paymentTermsWholeNumber") })
  .min(0, { error: keyed("paymentTerms0365") })
  .max(365, { error: keyed("paymentTerms0365") });

/** What EN 16931 asks of the buyer beside the name and country; all optional, checked when an invoice is made. */
const normFields = {
  street: text("The street", 300).nullish(),
  postalCode: text("The postal code", 20).nullish(),
  city: text("The city", 100).nullish(),
  buyerReference: text("The buyer reference", 100).nullish(),
  electronicAddress: electronicAddress.nullish(),
  paymentTermsDays: paymentTermsDays.nullish(),
};

/** The company (or person) contractors address their invoices to. */
/** What an entity may leave empty, alike on create and update. */
const optionalFields = {
  countryCode: countryCode.nullish(),
  address: text("The address", 1000).nullish(),
  vatNumber: text("The VAT number", 50).nullish(),
  currency: currency.nullish(),
  iban: iban.nullish(),
  bic: bic.nullish(),
  ...normFields,
};

export const createInvoicingEntityBody = z.object({ name, partyType: partyType.default("ENTITY"), ...optionalFields });
export type CreateInvoicingEntityBody = z.infer<typeof createInvoicingEntityBody>;

/** Only the fields sent change; `version` is the one read, so a stale write is refused. */
export const updateInvoicingEntityBody = z.object({ name: name.optional(), partyType: partyType.optional(), ...optionalFields, version });
export type UpdateInvoicingEntityBody = z.infer<typeof updateInvoicingEntityBody>;

export const invoicingEntitySchema = z.object({
  id: uuid,
  name: z.string(),
  partyType: partyType,
  countryCode: z.string().nullable(),
  address: z.string().nullable(),
  vatNumber: z.string().nullable(),
  currency: currency.nullable(),
  /** The account payment runs pay from; null until an administrator enters it. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  /** BT-10 of its invoices unless the project names one: a Leitweg-ID or a purchase order number. */
  buyerReference: z.string().nullable(),
  electronicAddress: z.string().nullable(),
  /** Days to the due date; null is 30. */
  paymentTermsDays: z.number().int().nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  version: z.number().int(),
});
export type InvoicingEntity = z.infer<typeof invoicingEntitySchema>;

export const entityResponse = z.object({ data: invoicingEntitySchema });
