import { z } from "zod";
import { pageSchema } from "@/lib/schemas/paging";
import {
  cancelPaymentRunBody,
  confirmPaymentRunBody,
  createPaymentRunBody,
  paymentRunCandidates,
  paymentRunCandidatesQuery,
  paymentRunDetail,
  paymentRunParams,
  paymentRunsQuery,
  paymentRunView,
} from "@/lib/schemas/payment-runs";
import { inArea, type RouteTable } from "../operation";

const tag = "Payment runs";

export const paymentRunsApi = inArea("invoices", {
  listPaymentRuns: {
    method: "get",
    path: "/api/payment-runs",
    summary: "Payment runs, newest first, each with its totals per currency and how many invoices its SEPA file pays.",
    tag,
    query: paymentRunsQuery,
    response: pageSchema(paymentRunView),
    access: "admin:read",
    answer: "as-is",
  },
  listPaymentRunCandidates: {
    method: "get",
    path: "/api/payment-runs/candidates",
    summary:
      "The invoices a run may take: ISSUED, their component APPROVED, billed to the invoicing entity, something to pay; narrowed by currency and billing period (yyyy-MM). The oldest 500 and the totals per currency over all of them.",
    tag,
    query: paymentRunCandidatesQuery,
    response: paymentRunCandidates,
    access: "admin:read",
    answer: "as-is",
  },
  createPaymentRun: {
    method: "post",
    path: "/api/payment-runs",
    summary:
      "Makes a run from the invoices named, in one transaction: they become IN_PAYMENT_RUN; euro invoices to IBANs in the SEPA area go into a pain.001.001.09 credit transfer from the entity's account (the invoice number as remittance information), the rest into a CSV to pay outside SEPA. " +
      "409 when the entity has no IBAN, or naming each invoice that is not approved, paid, in another run or billed elsewhere (nothing is written). An execution date before today is 400.",
    tag,
    body: createPaymentRunBody,
    created: true,
    response: z.object({ data: paymentRunDetail }),
    access: "admin:write",
  },
  getPaymentRun: {
    method: "get",
    path: "/api/payment-runs/{id}",
    summary: "One run with its invoices (amounts and accounts as the run was made).",
    tag,
    params: paymentRunParams,
    response: z.object({ data: paymentRunDetail }),
    access: "admin:read",
    id: "Payment run",
  },
  createPaymentRunConfirm: {
    method: "post",
    path: "/api/payment-runs/{id}/confirm",
    summary:
      "The bank executed the run: its invoices become PAID on `executedOn` (not in the future) and each contractor gets the INVOICE_EMAIL channel's mail. 409 when the run is cancelled or confirmed already, or the version is stale.",
    tag,
    params: paymentRunParams,
    body: confirmPaymentRunBody,
    response: z.object({ data: paymentRunDetail }),
    access: "admin:write",
    id: "Payment run",
  },
  createPaymentRunCancel: {
    method: "post",
    path: "/api/payment-runs/{id}/cancel",
    summary: "The run is not paid: its invoices return to ISSUED; the run keeps its list. 409 when it is cancelled already (or executed).",
    tag,
    params: paymentRunParams,
    body: cancelPaymentRunBody,
    response: z.object({ data: paymentRunDetail }),
    access: "admin:write",
    id: "Payment run",
  },
  getPaymentRunSepa: {
    method: "get",
    path: "/api/payment-runs/{id}/sepa",
    download: "application/xml",
    summary: "The run's SEPA credit transfer file (pain.001.001.09), the same bytes every time; 404 when the run has no SEPA invoice.",
    tag,
    params: paymentRunParams,
    access: "admin:read",
    handledBy: "download",
  },
  getPaymentRunOutside: {
    method: "get",
    path: "/api/payment-runs/{id}/outside",
    download: "text/csv",
    summary: "The invoices of the run to pay outside SEPA (other currencies, IBANs outside the SEPA area) as CSV; 404 when there are none.",
    tag,
    params: paymentRunParams,
    access: "admin:read",
    handledBy: "download",
  },
} satisfies RouteTable);
