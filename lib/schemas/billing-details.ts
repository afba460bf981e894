import { z } from "zod";
import { isCountryCode } from "@/lib/domain/countries";
import { CURRENCIES, PARTY_TYPES } from "@/lib/domain/reference";
import { hasNoInvisibleCharacters, isOneLine, isoTimestamp, uuid, version } from "./common";
import { type FieldLabel, keyed, labelWord } from "./error-map";

const compact = (text: string) => text.replace(/\s+/g, "").toUpperCase();

/** ISO 13616: two letters, two check digits, up to 30 letters or digits, and the mod-97 check. */
export function isValidIban(text: string): boolean {
  const iban = compact(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const value = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * ISO 9362: four letters (institution), a country code that exists, two letters or digits
 * (location) and an optional three (branch). A BIC has no check digits, so the country is the check.
 */
export function isValidBic(text: string): boolean {
  const bic = compact(text);
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) && isCountryCode(bic.slice(4, 6));
}

const text = (label: FieldLabel, max: number) =>
  z.string({ error: keyed("labelRequired", { label: labelWord(label) }) }).trim().min(1, { error: keyed("labelRequired", { label: labelWord(label) }) }).max(max, { error: keyed("labelMostMaxCharacters", { label: labelWord(label), max }) });

/** An optional text: blank is left out, so saved details without it stay valid. */
const optionalText = (label: FieldLabel, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: keyed("labelMostMaxCharacters", { label: labelWord(label), max }) })
    .transform((value) => (value === "" ? undefined : value))
    .optional();

/**
 * A Swiss UID as Swiss businesses write it (the official form, "CHE-109.322.551 MWST", or with
 * TVA, IVA, TVA/IVA for the other languages): the country prefix EN 16931 asks for (BR-CO-09) is
 * its CH, so the e-invoices carry it as written.
 */
const SWISS_UID = /^CHE[- ]?(\d{3})[. ]?(\d{3})[. ]?(\d{3})(?: ?((?:MWST|TVA|IVA)(?:\/(?:MWST|TVA|IVA)){0,2}))?$/;

/** Compact (letters and digits), except a Swiss UID written in its official form (dashes and dots, or the MWST suffix), which keeps that form. */
function vatNumberText(text: string): string {
  const spaced = text.trim().toUpperCase().replace(/\s+/g, " ");
  const swiss = SWISS_UID.exec(spaced);
  if (swiss && (/[-.]/.test(spaced) || swiss[4])) return `CHE-${swiss[1]}.${swiss[2]}.${swiss[3]}${swiss[4] ? ` ${swiss[4]}` : ""}`;
  return compact(text);
}

/** What a contractor is invoiced as and paid to. */
export const billingDetailsFields = z.object({
  legalName: text("Legal name", 200).refine(hasNoInvisibleCharacters, { error: keyed("nameNotContainInvisible") }).refine(isOneLine, { error: keyed("nameNotContainLine") }),
  partyType: z.enum(PARTY_TYPES, { error: keyed("partyTypeValues", { values: PARTY_TYPES.join(", ") }) }),
  addressLine: text("Address", 300),
  postalCode: text("Postal code", 20).regex(/^[A-Za-z0-9 -]+$/, { error: keyed("postalCodeHoldLetters") }),
  city: text("City", 100),
  countryCode: z
    .string({ error: keyed("countryRequired") })
    .trim()
    .toUpperCase()
    // An empty choice is a country not chosen yet, not a malformed code: say what to do.
    .refine((code) => code !== "", { error: keyed("chooseCountry"), abort: true })
    .refine(isCountryCode, { error: keyed("countryIso31661") }),
  iban: z.string({ error: keyed("ibanRequired") }).transform(compact).refine(isValidIban, { error: keyed("notValidIban") }),
  bic: z
    .string({ error: keyed("bicRequired") })
    .transform(compact)
    .refine((bic) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic), { error: keyed("bic811Letters") })
    .refine(isValidBic, { error: keyed("countryCodeBic5th") }),
  vatNumber: z
    .string()
    .transform(vatNumberText)
    .refine((vat) => vat === "" || /^[A-Z0-9]{2,20}$/.test(vat) || SWISS_UID.test(vat), { error: keyed("vatNumber220") })
    .transform((vat) => (vat === "" ? undefined : vat))
    .optional(),
  currency: z.enum(CURRENCIES, { error: keyed("currencyValues", { values: CURRENCIES.join(", ") }) }),
  /** BT-32: a tax number for sellers without a VAT id (small businesses). */
  taxNumber: optionalText("Tax number", 40).refine((value) => value === undefined || /^[A-Za-z0-9 ./-]+$/.test(value), { error: keyed("taxNumberLettersDigits") }),
  /** BT-120: present, the contractor is exempt from VAT (category E) and the invoice prints it. */
  vatExemptionReason: optionalText("VAT exemption reason", 300),
  /** BT-42: the seller's contact telephone (XRechnung asks for it). */
  phone: optionalText("Phone", 40).refine((value) => value === undefined || /^\+?[0-9 ()/-]{4,}$/.test(value), { error: keyed("phoneNumberDigitsSpaces") }),
});

export const saveBillingDetailsInput = billingDetailsFields.extend({ version: version.optional() });
export type SaveBillingDetailsInput = z.infer<typeof saveBillingDetailsInput>;

/** Administrators name the contractor; a contractor reads their own. */
export const billingDetailsQuery = z.object({ contractorId: uuid.optional() });
export type BillingDetailsQuery = z.infer<typeof billingDetailsQuery>;

/** Stored details may predate a field, so every field of the view may be missing. */
export const billingDetailsView = z.object({
  contractorId: uuid,
  details: z.object({
    legalName: z.string().optional(),
    partyType: z.enum(PARTY_TYPES).optional(),
    addressLine: z.string().optional(),
    postalCode: z.string().optional(),
    city: z.string().optional(),
    countryCode: z.string().optional(),
    iban: z.string().optional(),
    bic: z.string().optional(),
    vatNumber: z.string().optional(),
    currency: z.enum(CURRENCIES).optional(),
    taxNumber: z.string().optional(),
    vatExemptionReason: z.string().optional(),
    phone: z.string().optional(),
  }),
  version,
  updatedAt: isoTimestamp,
});
export type BillingDetailsView = z.infer<typeof billingDetailsView>;

/**
 * Complete: every field the form asks for is there and valid, so invoices can be made out. Stored
 * details may predate a field, or a rule; the contractor is then asked to save them again.
 */
export function billingDetailsComplete(view: BillingDetailsView | null | undefined): boolean {
  return view != null && billingDetailsFields.safeParse(view.details).success;
}

/** Spec point 7: the response has data and error; error is null on success. */
export const billingDetailsResponse = z.object({ data: billingDetailsView.nullable(), error: z.null() });
