import { endpoint } from "@/server/http/endpoint";
import { webhookEndpointsApi } from "@/server/openapi/routes/webhook-endpoints";
import { rotateWebhookSecret } from "@/server/services/webhook-endpoints/rotate-webhook-secret";

/** A new signing secret, shown once; the old one signs beside it for 24 hours. */
export const POST = endpoint(webhookEndpointsApi.rotateWebhookEndpointSecret, ({ db, id }) => rotateWebhookSecret(db, id));
