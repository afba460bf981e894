import { NextResponse } from "next/server";
import { paymentRunCandidatesQuery } from "@/lib/schemas/payment-runs";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseQuery, route } from "@/server/http/respond";
import { listPaymentRunCandidates } from "@/server/services/payment-runs/list-payment-run-candidates";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = parseQuery(request, paymentRunCandidatesQuery);
  return NextResponse.json(await listPaymentRunCandidates(await getDb(), query));
});
