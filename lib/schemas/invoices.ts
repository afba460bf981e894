import { z } from "zod";
import { INVOICE_KINDS } from "@/lib/domain/reference";
import { VAT_CATEGORIES } from "@/lib/domain/vat-category";
import { isoDate, uuid } from "./common";
import { fileView } from "./files";
import type { Refusal } from "@/lib/errors";
import { keyed } from "./error-map";

/** The 409 of POST /api/invoices without billing details; the screens recognise it to link to the page that fixes it. */
export const BILLING_DETAILS_MISSING: Refusal = { key: "saveBillingDetailsBefore" };

/** The Factur-X / ZUGFeRD profile of every generated invoice. */
export const E_INVOICE_PROFILE = "EN 16931";

export const invoiceKind = z.enum(INVOICE_KINDS, { error: keyed("kindValues", { values: INVOICE_KINDS.join(", ") }) });

/** POST /api/invoices: the invoice of one component of a timesheet. */
export const generateInvoiceInput = z.object({ timesheetId: uuid, kind: invoiceKind });
export type GenerateInvoiceInput = z.infer<typeof generateInvoiceInput>;

export const invoiceView = z.object({
  id: uuid,
  timesheetId: uuid,
  kind: invoiceKind,
  /** Gapless per contractor and year: INV-<year>-<contractor>-<0001>. */
  number: z.string(),
  invoiceDate: isoDate,
  /** The invoice date as printed (spec point 3): dd MMMM yyyy. */
  invoiceDateText: z.string(),
  /** Decimal string in the currency's minor unit, never a float. */
  amount: z.string(),
  /** What is payable, tax included: what a payment run transfers. */
  totalAmount: z.string(),
  currency: z.string(),
  invoicingEntityId: uuid.nullable(),
  file: fileView,
  /** The EN 16931 profile and the VAT category (UNCL5305) the invoice was made with. */
  eInvoice: z.object({ profile: z.string(), vatCategory: z.enum(VAT_CATEGORIES) }),
});
export type InvoiceView = z.infer<typeof invoiceView>;
