import "server-only";
import type { EInvoiceParty } from "@/lib/domain/e-invoice";
import type { Money } from "@/lib/domain/money";
import type { InvoiceKind } from "@/lib/domain/reference";
import { EXPENSES_REASON, NOT_CHARGED_REASON, OUTSIDE_EU_REASON, REVERSE_CHARGE_NOTE } from "@/lib/domain/vat-category";
import { countryName } from "@/lib/format/country-name";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { formatFor, serverLocaleOf, translatorFor } from "@/server/i18n/translator";
import { decimalText } from "./decimal-text";
import type { EInvoiceDraft } from "./e-invoice-data";
import { invoiceLines } from "./invoice-lines";
import type { InvoiceDocument } from "./invoice-pdf";

/**
 * The printed invoice (the PDF) is in the language of the contractor who issues it: the invoice is
 * the contractor's document, written in their name to their client, whoever presses Generate (an
 * administrator may). Their stored choice (users.locale, read with the seller's other data in
 * eInvoiceDraft's one statement) decides; null is English. Formats follow that language's default
 * region (en-GB, de-DE). The EN 16931 XML stays as the norm writes it: codes, and the English
 * notes the e-invoice model carries; the API's invoiceDateText stays English too.
 */

/** The standard notes of the VAT decision (lib/domain/vat-category), by their catalogue key; a seller's own exemption reason is printed as written. */
const STANDARD_NOTES = new Map([
  [REVERSE_CHARGE_NOTE, "reverseCharge"],
  [EXPENSES_REASON, "expenses"],
  [OUTSIDE_EU_REASON, "outsideEu"],
  [NOT_CHARGED_REASON, "notCharged"],
] as const);

/** The tax line the PDF prints: standard and zero rated invoices show it, the others carry a note instead. */
export function taxLine(draft: EInvoiceDraft) {
  const { vat, totals, currency } = draft.invoice;
  if (vat.category !== "S" && vat.category !== "Z") return null;
  return { rate: vat.rate, tax: { amount: totals.taxTotal, currency }, gross: { amount: totals.taxInclusive, currency } };
}

export interface InvoiceDocumentInput {
  kind: InvoiceKind;
  number: string;
  /** yyyy-MM-dd */
  issueDate: string;
  detail: TimesheetDetail;
  draft: EInvoiceDraft;
  total: Money;
}

/** Everything the PDF prints, in the words and formats of the issuing contractor's language. */
export function invoiceDocument({ kind, number, issueDate, detail, draft, total }: InvoiceDocumentInput): InvoiceDocument {
  const language = draft.sellerLanguage;
  const t = translatorFor(language, "invoice");
  const format = formatFor(language);
  const { invoice } = draft;
  const { columns, lines } = invoiceLines(kind, detail, language);
  const tax = taxLine(draft);

  const printedParty = (party: EInvoiceParty): { name: string; lines: string[] } => {
    const { line, postalCode, city, countryCode } = party.address;
    const partyLines = [
      line,
      [postalCode, city].filter(Boolean).join(" ") || null,
      // countryName writes a dash for a missing code; the printed address leaves the line out instead.
      countryCode ? countryName(countryCode, serverLocaleOf(language)) : null,
      party.vatNumber ? t("parties.vatNumber", { number: party.vatNumber }) : null,
      party.taxNumber ? t("parties.taxNumber", { number: party.taxNumber }) : null,
    ];
    return { name: party.name, lines: partyLines.filter((l): l is string => !!l) };
  };

  const notes = invoice.notes.map((note) => {
    const key = STANDARD_NOTES.get(note as never);
    return key ? t(`notes.${key}`) : note;
  });
  // The e-invoice model appends the VAT in the seller's accounting currency as its last note: printed from the figures.
  if (invoice.taxCurrency && notes.length > 0) {
    const { code, rate, taxTotal } = invoice.taxCurrency;
    notes[notes.length - 1] = t("notes.vatCurrency", { code, amount: format.money(taxTotal, code), currency: invoice.currency, rate });
  }

  return {
    language,
    title: t(`titles.${kind}`),
    number,
    dateText: format.invoiceDate(issueDate),
    periodName: format.month(detail.billingPeriod),
    projectName: draft.projectName,
    details: [
      t("header.dueDate", { date: format.invoiceDate(invoice.dueDate) }),
      t("header.servicePeriod", { start: format.invoiceDate(invoice.period.start), end: format.invoiceDate(invoice.period.end) }),
      ...(invoice.buyerReference ? [t("header.buyerReference", { reference: invoice.buyerReference })] : []),
    ],
    issuer: printedParty(invoice.seller),
    billTo: printedParty(invoice.buyer),
    columns,
    lines,
    total: format.money(total.amount, total.currency),
    ...(tax
      ? {
          tax: {
            label: t("totals.tax", { label: draft.taxLabel, rate: decimalText(tax.rate, format) }),
            amount: format.money(tax.tax.amount, tax.tax.currency),
            gross: format.money(tax.gross.amount, tax.gross.currency),
          },
        }
      : {}),
    notes,
    payment: [
      t("payment.byTransfer"),
      t("payment.iban", { iban: invoice.payment.iban }),
      ...(invoice.payment.bic ? [t("payment.bic", { bic: invoice.payment.bic })] : []),
      t("payment.terms", { days: String(draft.paymentTermsDays), date: format.invoiceDate(invoice.dueDate) }),
    ],
  };
}
