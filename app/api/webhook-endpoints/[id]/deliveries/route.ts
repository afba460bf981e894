import { endpoint } from "@/server/http/endpoint";
import { webhookEndpointsApi } from "@/server/openapi/routes/webhook-endpoints";
import { listWebhookDeliveries } from "@/server/services/webhook-endpoints/list-webhook-deliveries";

export const GET = endpoint(webhookEndpointsApi.listWebhookEndpointDeliveries, ({ db, id, query }) =>
  listWebhookDeliveries(db, id, query),
);
