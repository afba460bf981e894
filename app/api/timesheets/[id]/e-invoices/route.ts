import { endpoint } from "@/server/http/endpoint";
import { invoicesApi } from "@/server/openapi/routes/invoices";
import { eInvoiceStatus } from "@/server/services/invoices/e-invoice-status";

/** Per component: the current EN 16931 e-invoice and what the next one would need. Owner or admin; 404 otherwise. */
export const GET = endpoint(invoicesApi.listTimesheetEInvoices, ({ db, actor, id }) => eInvoiceStatus(db, actor, id));
