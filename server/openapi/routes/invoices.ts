import { z } from "zod";
import { type ApiRoute } from "@/lib/schemas/common";
import { generateInvoiceInput, invoiceView } from "@/lib/schemas/invoices";

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
