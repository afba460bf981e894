import { z } from "zod";
import { eInvoiceStatusResponse, eInvoiceXmlQuery } from "@/lib/schemas/e-invoices";
import { generateInvoiceInput, invoiceView } from "@/lib/schemas/invoices";
import { inArea, type RouteTable } from "../operation";

export const invoicesApi = inArea("invoices", {
  createInvoice: {
    method: "post",
    path: "/api/invoices",
    created: true,
    summary:
      "Generate the invoice of one component (TIMESHEET, EXPENSES or BONUS) of a timesheet: an EN 16931 e-invoice, a Factur-X / ZUGFeRD PDF/A-3b (profile EN 16931) with its CII XML embedded as factur-x.xml, and the XRechnung UBL XML stored beside it. 409 naming each missing field (issues) when the data EN 16931 needs is missing or the VAT category needs a VAT id, exemption reason or rate. The number is gapless per contractor and year and kept when the invoice is regenerated; the PDF is stored as FEE_INVOICE, EXPENSE_INVOICE or BONUS_INVOICE and replaces that component's earlier invoice files; expense receipts are appended. 404 while FEATURE_INVOICING is off.",
    tag: "Billing",
    body: generateInvoiceInput,
    response: z.object({ data: invoiceView }),
    access: "timesheet-owner",
    feature: "invoicing",
  },
  listTimesheetEInvoices: {
    method: "get",
    path: "/api/timesheets/{id}/e-invoices",
    summary:
      "Per component: whether its current invoice file is a generated EN 16931 e-invoice (number, profile, VAT category, XML file name), and what generating now would give: the VAT category, or the problems (field path and message) the data has for the norm. 404 while FEATURE_INVOICING is off.",
    tag: "Billing",
    response: eInvoiceStatusResponse,
    access: "timesheet-owner-or-404",
    id: "Timesheet",
    feature: "invoicing",
  },
  getTimesheetEInvoiceXml: {
    method: "get",
    path: "/api/timesheets/{id}/e-invoices/xml",
    query: eInvoiceXmlQuery,
    download: "application/xml",
    summary:
      "The XRechnung XML (UBL 2.1, customization XRechnung 3.0, from the same data as the Factur-X PDF) of a component's current e-invoice, as an attachment named <number>-<fee|expenses|bonus>-xrechnung.xml. 404 when the current invoice is none (uploaded, or made before e-invoices); 409 when it was made without an XRechnung because its data lacked what XRechnung requires (seller phone BR-DE-6, buyer reference BR-DE-15, buyer postal code and city BR-DE-8/9: next.xrechnungMissing of GET /api/timesheets/{id}/e-invoices names them). Every file served passes EN 16931 and KoSIT's XRechnung rules.",
    tag: "Billing",
    access: "timesheet-owner-or-404",
    handledBy: "download",
  },
} satisfies RouteTable);
