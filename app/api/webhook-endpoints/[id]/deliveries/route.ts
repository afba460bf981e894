import { webhookDeliveriesQuery } from "@/lib/schemas/webhook-endpoints";
import { endpoint } from "@/server/http/endpoint";
import { listWebhookDeliveries } from "@/server/services/webhook-endpoints/list-webhook-deliveries";

export const GET = endpoint({ access: "admin:read", id: "Webhook endpoint", query: webhookDeliveriesQuery }, ({ db, id, query }) =>
  listWebhookDeliveries(db, id, query),
);
