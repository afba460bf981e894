import { generateInvoiceInput } from "@/lib/schemas/invoices";
import { endpoint } from "@/server/http/endpoint";
import { generateInvoice } from "@/server/services/invoices/generate-invoice";

export const POST = endpoint({ access: "signed-in", feature: "invoicing", body: generateInvoiceInput, answer: "created" }, ({ db, actor, body }) =>
  generateInvoice(db, actor, body),
);
