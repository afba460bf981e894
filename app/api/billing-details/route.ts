import { endpoint } from "@/server/http/endpoint";
import { billingDetailsApi } from "@/server/openapi/routes/billing-details";
import { getBillingDetails } from "@/server/services/billing-details/get-billing-details";
import { saveBillingDetails } from "@/server/services/billing-details/save-billing-details";

// Spec point 7: this resource answers { data, error }; error is null on success.

export const GET = endpoint(billingDetailsApi.getBillingDetails, async ({ db, actor, query }) => ({
  data: await getBillingDetails(db, actor, query),
  error: null,
}));

export const POST = endpoint(billingDetailsApi.saveBillingDetails, async ({ db, actor, body }) => ({
  data: await saveBillingDetails(db, actor, body),
  error: null,
}));
