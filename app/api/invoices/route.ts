import { endpoint } from "@/server/http/endpoint";
import { invoicesApi } from "@/server/openapi/routes/invoices";
import { generateInvoice } from "@/server/services/invoices/generate-invoice";

export const POST = endpoint(invoicesApi.createInvoice, ({ db, actor, body }) =>
  generateInvoice(db, actor, body),
);
