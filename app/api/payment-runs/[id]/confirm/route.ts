import { NextResponse } from "next/server";
import { confirmPaymentRunBody } from "@/lib/schemas/payment-runs";
import { requireActor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { confirmPaymentRun } from "@/server/services/payment-runs/decide-payment-run";

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (request, context) => {
  const actor = await requireActor(request, "admin:write");
  const id = await idFrom(context, "Payment run");
  const body = await parseBody(request, confirmPaymentRunBody);
  return NextResponse.json({ data: await confirmPaymentRun(await getDb(), actor, id, body, businessToday()) });
});
