import { createWebhookEndpointBody } from "@/lib/schemas/webhook-endpoints";
import { endpoint } from "@/server/http/endpoint";
import { createWebhookEndpoint } from "@/server/services/webhook-endpoints/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/server/services/webhook-endpoints/list-webhook-endpoints";

export const GET = endpoint({ access: "admin:read" }, ({ db }) => listWebhookEndpoints(db));

export const POST = endpoint({ access: "admin:write", body: createWebhookEndpointBody, answer: "created" }, ({ db, body }) =>
  createWebhookEndpoint(db, body),
);
