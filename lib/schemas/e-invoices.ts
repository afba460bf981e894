import { z } from "zod";
import { INVOICE_KINDS, INVOICE_STATUSES } from "@/lib/domain/reference";
import { VAT_CATEGORIES } from "@/lib/domain/vat-category";
import { isoDate, uuid } from "./common";
import { keyed } from "./error-map";

/** Why an invoice has no VAT, from the decision table (lib/domain/vat-category.ts). */
const NO_VAT_REASONS = ["EXPENSES", "OVERRIDE", "SMALL_BUSINESS", "NO_TAX_RATE", "ZERO_RATE", "REVERSE_CHARGE", "OUTSIDE_EU"] as const;

const kind = z.enum(INVOICE_KINDS, { error: keyed("kindValues", { values: INVOICE_KINDS.join(", ") }) });
const vatCategory = z.enum(VAT_CATEGORIES);

/** GET /api/timesheets/{id}/e-invoices/xml?kind=…: the XRechnung XML of the component's current invoice. */

/** A field the data lacks: its path, its refusal (key of messages/<language>/errors.json, values) and that refusal's English. */
const problem = z.object({ path: z.string(), key: z.string(), values: z.record(z.string(), z.unknown()).optional(), message: z.string() });

export const eInvoiceXmlQuery = z.object({ kind });

/** One component: the e-invoice its current invoice file is (if any), and whether the next one can be made. */
export const eInvoiceStatusSchema = z.object({
  kind,
  /** The component's newest invoice file when it is a generated EN 16931 e-invoice; null for none or an upload. */
  current: z
    .object({
      fileId: uuid,
      invoiceId: uuid,
      number: z.string(),
      profile: z.string(),
      vatCategory,
      /** The XRechnung XML's name; null when the invoice was made without one (its data lacked what XRechnung requires). */
      xmlFileName: z.string().nullable(),
      /** ISSUED, IN_PAYMENT_RUN while a payment run holds it, PAID once the run is confirmed (then `paidOn`). */
      paymentStatus: z.enum(INVOICE_STATUSES),
      paidOn: isoDate.nullable(),
    })
    .nullable(),
  /** What generating now would give: the VAT category, or what the norm needs and the data lacks. Null with nothing to invoice. */
  next: z
    .object({
      vatCategory: vatCategory.nullable(),
      problems: z.array(problem),
      /** What XRechnung (the German rules, BR-DE-*) needs beyond EN 16931; while any is missing the invoice is made without its XRechnung XML. */
      xrechnungMissing: z.array(problem),
      /** Why the invoice would carry no VAT (null when it does): the panel says so, and for NO_TAX_RATE which configuration entry gives it VAT. */
      noVat: z.object({ reason: z.enum(NO_VAT_REASONS), taxRateKey: z.string().nullable() }).nullable(),
    })
    .nullable(),
});
export type EInvoiceStatus = z.infer<typeof eInvoiceStatusSchema>;

export const eInvoiceStatusResponse = z.object({ data: z.array(eInvoiceStatusSchema) });
