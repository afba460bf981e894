import { NextResponse } from "next/server";
import { webhookDeliveriesQuery } from "@/lib/schemas/webhook-endpoints";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { route } from "@/server/http/respond";
import { listWebhookDeliveries } from "@/server/services/webhook-endpoints/list-webhook-deliveries";

type Context = { params: Promise<{ id: string }> };

export const GET = route<Context>(async (request, context) => {
  await requireActor(request, "admin:read");
  const id = await idFrom(context, "Webhook endpoint");
  const query = webhookDeliveriesQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json({ data: await listWebhookDeliveries(await getDb(), id, query) });
});
