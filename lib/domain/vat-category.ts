/**
 * The VAT category of an invoice (EN 16931 BT-151, UNCL5305), decided from the seller's and the
 * buyer's countries and VAT registration, the configured rate and an administrator's override per
 * contractor. docs/invoices.md holds the same decision table in prose; each row has a unit test.
 */
import { Decimal } from "./money";
import type { InvoiceKind } from "./reference";
import type { Refusal } from "@/lib/errors";

/** S standard rate, AE reverse charge, O outside the scope of VAT, E exempt, Z zero rated. */
export const VAT_CATEGORIES = ["S", "AE", "O", "E", "Z"] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** The member states of the EU VAT area by ISO 3166-1 code (Greece is GR here, EL only in VAT ids). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  ...["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE"],
  ...["IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"],
]);

export const REVERSE_CHARGE_NOTE = "Reverse charge: the recipient accounts for the VAT (Article 196 of Council Directive 2006/112/EC).";
export const EXPENSES_REASON = "Expenses passed on at cost on the buyer's behalf; the receipts carry their own VAT.";
export const OUTSIDE_EU_REASON = "Not subject to VAT in the EU: the place of supply of these services is outside the EU.";
export const NOT_CHARGED_REASON = "Not subject to VAT: no VAT rate applies to this seller.";

export interface VatParty {
  countryCode: string;
  /** VAT identifier (BT-31 / BT-48), compact with its country prefix. */
  vatNumber: string | null;
}

export interface VatSeller extends VatParty {
  /** Tax registration number (BT-32), for sellers without a VAT id. */
  taxNumber: string | null;
  /** The legal reason a small business is exempt (e.g. § 19 UStG); its presence makes the seller exempt. */
  exemptionReason: string | null;
}

export interface VatBuyer extends VatParty {
  /** A company (ENTITY) buys B2B; a person (PERSON) is treated as a consumer. */
  partyType: "PERSON" | "ENTITY";
}

export interface VatInput {
  kind: InvoiceKind;
  seller: VatSeller;
  buyer: VatBuyer;
  /** Percent as exact decimal text from the configuration (invoices.taxRate[.CC]), null when none is set. */
  configuredRate: string | null;
  /** The administrator's choice for this contractor, which wins over the table. */
  override: VatCategory | null;
}

export interface VatDecision {
  category: VatCategory;
  /** Percent as exact decimal text: "19", "0". */
  rate: string;
  /** BT-120 and BT-121: required for AE, E and O, never given for S and Z. */
  exemptionReason: string | null;
  exemptionReasonCode: string | null;
  /** Whether the seller's and buyer's VAT ids go into the invoice (O forbids them, BR-O-02). */
  showVatIds: boolean;
  /** Which row of the decision table chose it, for the screens and the tests. */
  rule: VatRule;
}

export type VatRule = "EXPENSES" | "OVERRIDE" | "SMALL_BUSINESS" | "DOMESTIC" | "EU_REVERSE_CHARGE" | "EU_CONSUMER" | "OUTSIDE_EU";

/** What the norm needs and the data lacks, as a field path and a sentence a person can act on. */
/** A field the norm needs and the data lacks, and the refusal that names what to do (the server makes it an issue). */
export interface VatProblem {
  path: string;
  refusal: Refusal;
}

export type VatOutcome = { ok: true; decision: VatDecision } | { ok: false; problems: VatProblem[] };

export function isEuCountry(code: string): boolean {
  return EU_COUNTRIES.has(code.toUpperCase());
}

const SELLER_VAT: VatProblem = { path: "billingDetails.vatNumber", refusal: { key: "addVatNumberBilling" } };
const SELLER_ID: VatProblem = { path: "billingDetails.vatNumber", refusal: { key: "addVatNumberTax" } };
const BUYER_VAT: VatProblem = { path: "invoicingEntity.vatNumber", refusal: { key: "invoicingEntityVatNumber" } };
const EXEMPTION: VatProblem = { path: "billingDetails.vatExemptionReason", refusal: { key: "addReasonExemptVat" } };
const RATE = (country: string): VatProblem => ({ path: "configuration.invoices.taxRate", refusal: { key: "vatRateConfiguredCountry", values: { country, code: country } } });

function decision(category: VatCategory, rule: VatRule, extra: Partial<VatDecision> = {}): VatDecision {
  return { category, rule, rate: "0", exemptionReason: null, exemptionReasonCode: null, showVatIds: category !== "O", ...extra };
}

/** Checks a category's own requirements (BR-S-02, BR-Z-02, BR-E-02, BR-AE-02, BR-E-10) once it is chosen. */
function complete(input: VatInput, chosen: VatDecision): VatOutcome {
  const { seller, buyer } = input;
  const problems: VatProblem[] = [];
  const hasSellerId = !!seller.vatNumber || !!seller.taxNumber;
  if ((chosen.category === "S" || chosen.category === "Z" || chosen.category === "E") && !hasSellerId) problems.push(SELLER_ID);
  if (chosen.category === "AE") {
    if (!seller.vatNumber) problems.push(SELLER_VAT);
    if (!buyer.vatNumber) problems.push(BUYER_VAT);
  }
  if (chosen.category === "E" && !chosen.exemptionReason) problems.push(EXEMPTION);
  if (chosen.category === "S" && !(Decimal.parse(chosen.rate).compare("0") > 0)) problems.push(RATE(seller.countryCode));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, decision: chosen };
}

function standardOrZero(input: VatInput, rule: VatRule): VatDecision | null {
  if (input.configuredRate === null) return null;
  return Decimal.parse(input.configuredRate).isZero() ? decision("Z", rule) : decision("S", rule, { rate: input.configuredRate });
}

function byCategory(input: VatInput, category: VatCategory): VatDecision {
  switch (category) {
    case "S":
      return decision("S", "OVERRIDE", { rate: input.configuredRate ?? "0" });
    case "Z":
      return decision("Z", "OVERRIDE");
    case "E":
      return decision("E", "OVERRIDE", { exemptionReason: input.seller.exemptionReason, exemptionReasonCode: null });
    case "AE":
      return decision("AE", "OVERRIDE", { exemptionReason: REVERSE_CHARGE_NOTE, exemptionReasonCode: "VATEX-EU-AE" });
    case "O":
      return decision("O", "OVERRIDE", { exemptionReason: NOT_CHARGED_REASON, exemptionReasonCode: "VATEX-EU-O" });
  }
}

/**
 * The decision table, first matching row wins:
 * 1. expense invoices: O (disbursements passed on at cost);
 * 2. the administrator's override for the contractor;
 * 3. a seller with a small-business exemption reason: E;
 * 4. seller and buyer in the same country: S at the configured rate, Z when it is 0, O when none is set;
 * 5. both in the EU, different countries, a company buyer: AE (reverse charge, both VAT ids);
 *    a person buyer: as domestic (the seller's rate);
 * 6. anything else (one side outside the EU): O.
 */
export function decideVatCategory(input: VatInput): VatOutcome {
  const { seller, buyer } = input;
  if (input.kind === "EXPENSES") return { ok: true, decision: decision("O", "EXPENSES", { exemptionReason: EXPENSES_REASON, exemptionReasonCode: "VATEX-EU-O" }) };
  if (input.override) return complete(input, byCategory(input, input.override));
  if (seller.exemptionReason) return complete(input, decision("E", "SMALL_BUSINESS", { exemptionReason: seller.exemptionReason }));
  const sellerCountry = seller.countryCode.toUpperCase();
  const buyerCountry = buyer.countryCode.toUpperCase();
  const notCharged = decision("O", "DOMESTIC", { exemptionReason: NOT_CHARGED_REASON, exemptionReasonCode: "VATEX-EU-O" });
  if (sellerCountry === buyerCountry) return complete(input, standardOrZero(input, "DOMESTIC") ?? notCharged);
  if (isEuCountry(sellerCountry) && isEuCountry(buyerCountry)) {
    if (buyer.partyType === "PERSON") return complete(input, standardOrZero(input, "EU_CONSUMER") ?? { ...notCharged, rule: "EU_CONSUMER" });
    return complete(input, decision("AE", "EU_REVERSE_CHARGE", { exemptionReason: REVERSE_CHARGE_NOTE, exemptionReasonCode: "VATEX-EU-AE" }));
  }
  return { ok: true, decision: decision("O", "OUTSIDE_EU", { exemptionReason: OUTSIDE_EU_REASON, exemptionReasonCode: "VATEX-EU-O" }) };
}
