import type { EInvoice } from "@/lib/domain/e-invoice";
import { fieldIssue, type ErrorIssue, type Refusal } from "@/lib/errors";

/** The German CIUS's own rules (KoSIT, BR-DE-*) on top of EN 16931, each with the field and screen that supplies it. */
export const XRECHNUNG_SELLER_PHONE: Refusal = { key: "xrechnungNeedsPhoneNumber" };
export const XRECHNUNG_SELLER_ADDRESS: Refusal = { key: "xrechnungNeedsPostalCode" };
export const XRECHNUNG_BUYER_REFERENCE: Refusal = { key: "xrechnungNeedsBuyerReference" };
export const XRECHNUNG_BUYER_ADDRESS: Refusal = { key: "xrechnungNeedsBuyerS" };

/**
 * What the XRechnung of this invoice lacks that only people can supply; empty when it can be
 * written. The generator writes the rest itself (the VAT rate 0 of category O, BR-DE-14; the
 * seller's e-mail, their Settle address, BR-DE-7). Until this is empty no XRechnung is made
 * and the invoice panel names these.
 */
export function xrechnungMissing(invoice: EInvoice): ErrorIssue[] {
  const problems: ErrorIssue[] = [];
  if (!invoice.seller.contact?.phone) problems.push(fieldIssue("billingDetails.phone", XRECHNUNG_SELLER_PHONE));
  if (!invoice.seller.address.postalCode || !invoice.seller.address.city) problems.push(fieldIssue("billingDetails.postalCode", XRECHNUNG_SELLER_ADDRESS));
  if (!invoice.buyerReference) problems.push(fieldIssue("invoicingEntity.buyerReference", XRECHNUNG_BUYER_REFERENCE));
  if (!invoice.buyer.address.postalCode || !invoice.buyer.address.city) problems.push(fieldIssue("invoicingEntity.postalCode", XRECHNUNG_BUYER_ADDRESS));
  return problems;
}
