import { NextResponse } from "next/server";
import { notFound } from "@/lib/errors";
import { deliveryParams } from "@/lib/schemas/webhook-endpoints";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { route } from "@/server/http/respond";
import { resendWebhookDelivery } from "@/server/services/webhook-endpoints/resend-webhook-delivery";

type Context = { params: Promise<{ id: string; deliveryId: string }> };

/** Queues a FAILED delivery again, with the same webhook-id. */
export const POST = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const params = deliveryParams.safeParse(await context.params);
  // A malformed id names nothing that exists: 404, as for any unknown id.
  if (!params.success) throw notFound("webhookDelivery");
  return NextResponse.json({ data: await resendWebhookDelivery(await getDb(), params.data.id, params.data.deliveryId) });
});
