import { endpoint } from "@/server/http/endpoint";
import { webhookEndpointsApi } from "@/server/openapi/routes/webhook-endpoints";
import { createWebhookEndpoint } from "@/server/services/webhook-endpoints/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/server/services/webhook-endpoints/list-webhook-endpoints";

export const GET = endpoint(webhookEndpointsApi.listWebhookEndpoints, ({ db }) => listWebhookEndpoints(db));

export const POST = endpoint(webhookEndpointsApi.createWebhookEndpoint, ({ db, body }) =>
  createWebhookEndpoint(db, body),
);
