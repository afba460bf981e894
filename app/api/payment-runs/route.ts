import { NextResponse } from "next/server";
import { createPaymentRunBody, paymentRunsQuery } from "@/lib/schemas/payment-runs";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { parseBody, parseQuery, route } from "@/server/http/respond";
import { createPaymentRun } from "@/server/services/payment-runs/create-payment-run";
import { listPaymentRuns } from "@/server/services/payment-runs/get-payment-run";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  const query = parseQuery(request, paymentRunsQuery);
  return NextResponse.json(await listPaymentRuns(await getDb(), query));
});

export const POST = route(async (request) => {
  const actor = await requireActor(request, "admin:write");
  const body = await parseBody(request, createPaymentRunBody);
  return NextResponse.json({ data: await createPaymentRun(await getDb(), actor, body, businessToday(), new Date()) }, { status: 201 });
});
