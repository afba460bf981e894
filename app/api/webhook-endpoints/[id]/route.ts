import { NextResponse } from "next/server";
import { updateWebhookEndpointBody } from "@/lib/schemas/webhook-endpoints";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { idFrom } from "@/server/http/params";
import { parseBody, route } from "@/server/http/respond";
import { deleteWebhookEndpoint } from "@/server/services/webhook-endpoints/delete-webhook-endpoint";
import { updateWebhookEndpoint } from "@/server/services/webhook-endpoints/update-webhook-endpoint";

type Context = { params: Promise<{ id: string }> };

export const PUT = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Webhook endpoint");
  const body = await parseBody(request, updateWebhookEndpointBody);
  return NextResponse.json({ data: await updateWebhookEndpoint(await getDb(), id, body) });
});

export const DELETE = route<Context>(async (request, context) => {
  await requireActor(request, "admin:write");
  const id = await idFrom(context, "Webhook endpoint");
  return NextResponse.json({ data: await deleteWebhookEndpoint(await getDb(), id) });
});
