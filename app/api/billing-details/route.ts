import { billingDetailsQuery, saveBillingDetailsInput } from "@/lib/schemas/billing-details";
import { requireActor } from "@/server/auth/actor";
import { endpoint } from "@/server/http/endpoint";
import { getBillingDetails } from "@/server/services/billing-details/get-billing-details";
import { ownBillingDetailsOwner, saveBillingDetails } from "@/server/services/billing-details/save-billing-details";

// Spec point 7: this resource answers { data, error }; error is null on success.

export const GET = endpoint({ access: "signed-in", query: billingDetailsQuery, answer: "as-is" }, async ({ db, actor, query }) => ({
  data: await getBillingDetails(db, actor, query),
  error: null,
}));

/** Only a contractor has billing details of their own: anyone else is refused before the body is read. */
async function owner(request: Request) {
  const actor = await requireActor(request);
  ownBillingDetailsOwner(actor);
  return actor;
}

export const POST = endpoint({ access: owner, body: saveBillingDetailsInput, answer: "as-is" }, async ({ db, actor, body }) => ({
  data: await saveBillingDetails(db, actor, body),
  error: null,
}));
