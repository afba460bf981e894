import { type ApiRoute } from "@/lib/schemas/common";
import { billingDetailsQuery, billingDetailsResponse, saveBillingDetailsInput } from "@/lib/schemas/billing-details";

export const billingDetailsApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/billing-details",
    summary: "The caller's own billing details (data is null until saved); administrators name the contractor with ?contractorId=.",
    tag: "Billing details",
    query: billingDetailsQuery,
    response: billingDetailsResponse,
    access: "a contractor (own), or an admin with contractorId",
  },
  {
    method: "post",
    path: "/api/billing-details",
    summary: "Create or replace the caller's own billing details. A stale version is 409.",
    tag: "Billing details",
    body: saveBillingDetailsInput,
    response: billingDetailsResponse,
    access: "a contractor",
  },
];
