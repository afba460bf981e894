import { NextResponse } from "next/server";
import { cancelPaymentRunBody } from "@/lib/schemas/payment-runs";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { cancelPaymentRun } from "@/server/services/payment-runs/decide-payment-run";

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (request, context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Payment run");
  const body = await parseBody(request, cancelPaymentRunBody);
  return NextResponse.json({ data: await cancelPaymentRun(await getDb(), actor, id, body) });
});
