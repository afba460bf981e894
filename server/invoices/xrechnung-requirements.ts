import type { EInvoice } from "@/lib/domain/e-invoice";
import type { VatProblem } from "@/lib/domain/vat-category";

/** The German CIUS's own rules (KoSIT, BR-DE-*) on top of EN 16931, each with the field and screen that supplies it. */
export const XRECHNUNG_SELLER_PHONE = "XRechnung needs your phone number as the seller's contact (BR-DE-6): add it to your billing details.";
export const XRECHNUNG_SELLER_ADDRESS = "XRechnung needs your postal code and city (BR-DE-3, BR-DE-4): add them to your billing details.";
export const XRECHNUNG_BUYER_REFERENCE =
  "XRechnung needs the buyer reference (BR-DE-15, e.g. the Leitweg-ID or order number): an administrator adds it to the project or its invoicing entity.";
export const XRECHNUNG_BUYER_ADDRESS = "XRechnung needs the buyer's postal code and city (BR-DE-8, BR-DE-9): an administrator adds them to the invoicing entity.";

/**
 * What the XRechnung of this invoice lacks that only people can supply; empty when it can be
 * written. The generator writes the rest itself (the VAT rate 0 of category O, BR-DE-14; the
 * seller's e-mail, their Settle address, BR-DE-7). Until this is empty no XRechnung is made
 * and the invoice panel names these.
 */
export function xrechnungMissing(invoice: EInvoice): VatProblem[] {
  const problems: VatProblem[] = [];
  if (!invoice.seller.contact?.phone) problems.push({ path: "billingDetails.phone", message: XRECHNUNG_SELLER_PHONE });
  if (!invoice.seller.address.postalCode || !invoice.seller.address.city) problems.push({ path: "billingDetails.postalCode", message: XRECHNUNG_SELLER_ADDRESS });
  if (!invoice.buyerReference) problems.push({ path: "invoicingEntity.buyerReference", message: XRECHNUNG_BUYER_REFERENCE });
  if (!invoice.buyer.address.postalCode || !invoice.buyer.address.city) problems.push({ path: "invoicingEntity.postalCode", message: XRECHNUNG_BUYER_ADDRESS });
  return problems;
}
