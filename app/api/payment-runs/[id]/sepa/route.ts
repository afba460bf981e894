import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { paymentRunFile, runFileResponse } from "@/server/services/payment-runs/payment-run-file";

type Context = { params: Promise<{ id: string }> };

export const GET = route<Context>(async (request, context) => {
  await requireActor(request, "admin:read");
  const id = await idFrom(context, "Payment run");
  return runFileResponse(await paymentRunFile(await getDb(), id, "sepa"));
});
