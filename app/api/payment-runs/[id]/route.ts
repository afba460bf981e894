import { NextResponse } from "next/server";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { getPaymentRun } from "@/server/services/payment-runs/get-payment-run";

type Context = { params: Promise<{ id: string }> };

export const GET = route<Context>(async (request, context) => {
  await requireActor(request, "admin:read");
  const id = await idFrom(context, "Payment run");
  return NextResponse.json({ data: await getPaymentRun(await getDb(), id) });
});
