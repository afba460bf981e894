/**
 * The one invoice model (EN 16931's semantic data set, the part Settle uses) from which both the
 * printed PDF and the XML (CII inside the Factur-X PDF, UBL for the XRechnung download) are made.
 * Amounts are exact decimal strings at the currency's minor unit; the totals follow BR-CO-10..17
 * by construction: one VAT category per invoice, so one breakdown row whose taxable amount is the
 * sum of the lines, and the tax is rounded once (half-up) from it.
 */
import { Decimal, formatAmount, roundToMinorUnit, sumAmounts } from "./money";
import type { VatDecision } from "./vat-category";

export interface EInvoiceAddress {
  /** BT-35 / BT-50; the free-text address of older data lands here when no street is known. */
  line: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string;
}

export interface EInvoiceParty {
  /** BT-29 (seller only): how the buyer knows the seller, so BR-CO-26 holds without a VAT id. */
  id: string | null;
  /** BT-27 / BT-44. */
  name: string;
  address: EInvoiceAddress;
  /** BT-31 / BT-48. */
  vatNumber: string | null;
  /** BT-32 (seller only). */
  taxNumber: string | null;
  /** BT-34 / BT-49: an e-mail address (scheme EM). */
  electronicAddress: string | null;
  /** BG-6 / BG-9 contact. */
  contact: { name: string | null; email: string | null; phone: string | null } | null;
}

/** UN/ECE Recommendation 20 codes: HUR hour, DAY day, C62 one (a lump sum). */
export type EInvoiceUnit = "HUR" | "DAY" | "C62";

export interface EInvoiceLineInput {
  name: string;
  description: string | null;
  quantity: string;
  unit: EInvoiceUnit;
  /** Net price per unit, when quantity × price is the line amount exactly; otherwise the line is a lump sum. */
  unitPrice: string | null;
  /** The domain core's amount of the line, already at the minor unit. */
  amount: string;
}

export interface EInvoiceLine extends EInvoiceLineInput {
  id: string;
  unitPrice: string;
}

export interface EInvoiceTotals {
  /** BT-106: sum of the line net amounts. */
  lineTotal: string;
  /** BT-109. */
  taxExclusive: string;
  /** BT-110. */
  taxTotal: string;
  /** BT-112. */
  taxInclusive: string;
  /** BT-115. */
  payable: string;
}

export interface EInvoice {
  number: string;
  issueDate: string;
  dueDate: string;
  /** BT-3: 380 commercial invoice. */
  typeCode: "380";
  currency: string;
  /** BT-10: Leitweg-ID or purchase order number. */
  buyerReference: string | null;
  /** BG-14: the billing month. */
  period: { start: string; end: string };
  notes: string[];
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  payment: { iban: string; bic: string | null; accountName: string; terms: string };
  vat: VatDecision;
  lines: EInvoiceLine[];
  totals: EInvoiceTotals;
  /** BT-6 and BT-111: the VAT in the seller's VAT accounting currency, when that is not `currency`. */
  taxCurrency?: { code: string; rate: string; taxTotal: string };
}

export type EInvoiceInput = Omit<EInvoice, "lines" | "totals" | "typeCode"> & { lines: readonly EInvoiceLineInput[] };

/**
 * A line keeps its quantity and unit price when they multiply to its amount exactly (hours and
 * days at a rate); a prorated month or a converted expense becomes one lump sum (quantity 1, C62)
 * whose price is the amount, so BT-131 never disagrees with BT-146 × BT-129.
 */
export function eInvoiceLine(input: EInvoiceLineInput, index: number, currency: string): EInvoiceLine {
  const amount = formatAmount(input.amount, currency);
  const exact = input.unitPrice !== null && Decimal.parse(input.quantity).times(input.unitPrice).equals(amount);
  if (exact) return { ...input, id: String(index + 1), amount, unitPrice: Decimal.parse(input.unitPrice!).normalized().toString() };
  return { ...input, id: String(index + 1), quantity: "1", unit: "C62", unitPrice: amount, amount };
}

/** BR-CO-10, 13, 14, 15, 16 and 17 with no allowances, charges, prepaid amount or rounding. */
export function eInvoiceTotals(lines: readonly EInvoiceLine[], vat: Pick<VatDecision, "rate">, currency: string): EInvoiceTotals {
  const lineTotal = sumAmounts(lines.map((line) => line.amount), currency);
  const taxTotal = roundToMinorUnit(Decimal.parse(lineTotal).times(vat.rate), currency, 100n);
  const taxInclusive = formatAmount(Decimal.parse(lineTotal).plus(taxTotal), currency);
  return { lineTotal, taxExclusive: lineTotal, taxTotal, taxInclusive, payable: taxInclusive };
}

export function buildEInvoice(input: EInvoiceInput): EInvoice {
  const lines = input.lines.map((line, index) => eInvoiceLine(line, index, input.currency));
  return { ...input, typeCode: "380", lines, totals: eInvoiceTotals(lines, input.vat, input.currency) };
}
