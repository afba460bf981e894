import { endpoint } from "@/server/http/endpoint";
import { eInvoiceStatus } from "@/server/services/invoices/e-invoice-status";

/** Per component: the current EN 16931 e-invoice and what the next one would need. Owner or admin; 404 otherwise. */
export const GET = endpoint({ access: "signed-in", feature: "invoicing", id: "Timesheet" }, ({ db, actor, id }) => eInvoiceStatus(db, actor, id));
