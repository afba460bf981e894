import { billingDetailsQuery, billingDetailsResponse, saveBillingDetailsInput } from "@/lib/schemas/billing-details";
import { inArea, type RouteTable } from "../operation";

export const billingDetailsApi = inArea("invoices", {
  getBillingDetails: {
    method: "get",
    path: "/api/billing-details",
    summary: "The caller's own billing details (data is null until saved); administrators name the contractor with ?contractorId=.",
    tag: "Billing details",
    query: billingDetailsQuery,
    response: billingDetailsResponse,
    access: "contractor-or-admin-naming-one",
    answer: "as-is",
  },
  saveBillingDetails: {
    method: "post",
    path: "/api/billing-details",
    summary: "Create or replace the caller's own billing details. A stale version is 409.",
    tag: "Billing details",
    body: saveBillingDetailsInput,
    response: billingDetailsResponse,
    access: "billing-details-owner",
    answer: "as-is",
  },
} satisfies RouteTable);
