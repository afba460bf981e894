import { NextResponse } from "next/server";
import { billingDetailsQuery, saveBillingDetailsInput } from "@/lib/schemas/billing-details";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, parseQuery, route } from "@/server/http/respond";
import { getBillingDetails } from "@/server/services/billing-details/get-billing-details";
import { ownBillingDetailsOwner, saveBillingDetails } from "@/server/services/billing-details/save-billing-details";

// Spec point 7: this resource answers { data, error }; error is null on success.

export const GET = route(async (request) => {
  const actor = await requireActor(request);
  const query = parseQuery(request, billingDetailsQuery);
  return NextResponse.json({ data: await getBillingDetails(await getDb(), actor, query), error: null });
});

export const POST = route(async (request) => {
  const actor = await requireActor(request);
  ownBillingDetailsOwner(actor);
  const body = await parseBody(request, saveBillingDetailsInput);
  return NextResponse.json({ data: await saveBillingDetails(await getDb(), actor, body), error: null });
});
