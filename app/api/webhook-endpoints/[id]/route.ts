import { endpoint } from "@/server/http/endpoint";
import { webhookEndpointsApi } from "@/server/openapi/routes/webhook-endpoints";
import { deleteWebhookEndpoint } from "@/server/services/webhook-endpoints/delete-webhook-endpoint";
import { updateWebhookEndpoint } from "@/server/services/webhook-endpoints/update-webhook-endpoint";

export const PUT = endpoint(webhookEndpointsApi.updateWebhookEndpoint, ({ db, id, body }) =>
  updateWebhookEndpoint(db, id, body),
);

export const DELETE = endpoint(webhookEndpointsApi.deleteWebhookEndpoint, ({ db, id }) => deleteWebhookEndpoint(db, id));
