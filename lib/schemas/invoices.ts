import { z } from "zod";
import { INVOICE_KINDS } from "@/lib/domain/reference";
import { isoDate, uuid, type ApiRoute } from "./common";
import { fileView } from "./files";

export const invoiceKind = z.enum(INVOICE_KINDS, { error: `Kind must be one of ${INVOICE_KINDS.join(", ")}.` });

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
  currency: z.string(),
  invoicingEntityId: uuid.nullable(),
  file: fileView,
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const invoicesApi: ApiRoute[] = [
  {
    method: "post",
    path: "/api/invoices",
    created: true,
    summary:
      "Generate the PDF invoice of one component (TIMESHEET, EXPENSES or BONUS) of a timesheet. The number is gapless per contractor and year and kept when the invoice is regenerated; the PDF is stored as FEE_INVOICE, EXPENSE_INVOICE or BONUS_INVOICE and replaces that component's earlier invoice files; expense receipts are appended. 404 while FEATURE_INVOICING is off.",
    tag: "Billing",
    body: generateInvoiceInput,
    response: z.object({ data: invoiceView }),
    access: "the contractor who owns the timesheet, or an admin",
  },
];
