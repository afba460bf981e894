import { endpoint } from "@/server/http/endpoint";
import { webhookEndpointsApi } from "@/server/openapi/routes/webhook-endpoints";
import { deliverDueWebhooks } from "@/server/webhooks/deliver-due-webhooks";

/** Sends the due webhook deliveries; for deployments without a long-running server process (serverless). */
export const POST = endpoint(webhookEndpointsApi.sendWebhooks, ({ db }) => deliverDueWebhooks(db, { now: new Date() }));

/** The same for Vercel Cron, which calls with GET and sends the same Bearer header from CRON_SECRET. */
export const GET = endpoint(webhookEndpointsApi.sendWebhooksFromVercelCron, ({ db }) => deliverDueWebhooks(db, { now: new Date() }));
