import { NextResponse } from "next/server";
import { webhookDeliveriesQuery } from "@/lib/schemas/webhook-endpoints";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseQuery, route } from "@/server/http/respond";
import { listWebhookDeliveries } from "@/server/services/webhook-endpoints/list-webhook-deliveries";

type Context = { params: Promise<{ id: string }> };

export const GET = route<Context>(async (request, context) => {
  await requireActor(request, "admin:read");
  const id = await idFrom(context, "Webhook endpoint");
  const query = parseQuery(request, webhookDeliveriesQuery);
  return NextResponse.json({ data: await listWebhookDeliveries(await getDb(), id, query) });
});
