import { endpoint } from "@/server/http/endpoint";
import { webhookEndpointsApi } from "@/server/openapi/routes/webhook-endpoints";
import { sendTestEvent } from "@/server/services/webhook-endpoints/send-test-event";

export const POST = endpoint(webhookEndpointsApi.sendWebhookTestEvent, ({ db, id }) => sendTestEvent(db, id));
