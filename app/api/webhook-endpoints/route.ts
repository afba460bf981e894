import { NextResponse } from "next/server";
import { createWebhookEndpointBody } from "@/lib/schemas/webhook-endpoints";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { createWebhookEndpoint } from "@/server/services/webhook-endpoints/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/server/services/webhook-endpoints/list-webhook-endpoints";

export const GET = route(async (request) => {
  await requireActor(request, "admin:read");
  return NextResponse.json({ data: await listWebhookEndpoints(await getDb()) });
});

export const POST = route(async (request) => {
  await requireActor(request, "admin:write");
  const body = await parseBody(request, createWebhookEndpointBody);
  return NextResponse.json({ data: await createWebhookEndpoint(await getDb(), body) }, { status: 201 });
});
