import { updateWebhookEndpointBody } from "@/lib/schemas/webhook-endpoints";
import { endpoint } from "@/server/http/endpoint";
import { deleteWebhookEndpoint } from "@/server/services/webhook-endpoints/delete-webhook-endpoint";
import { updateWebhookEndpoint } from "@/server/services/webhook-endpoints/update-webhook-endpoint";

export const PUT = endpoint({ access: "admin:write", id: "Webhook endpoint", body: updateWebhookEndpointBody }, ({ db, id, body }) =>
  updateWebhookEndpoint(db, id, body),
);

export const DELETE = endpoint({ access: "admin:write", id: "Webhook endpoint" }, ({ db, id }) => deleteWebhookEndpoint(db, id));
