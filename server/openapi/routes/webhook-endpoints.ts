import { englishText } from "@/lib/errors";
import { z } from "zod";
import { idParams } from "@/lib/schemas/common";
import {
  createWebhookEndpointBody,
  deliveryParams,
  updateWebhookEndpointBody,
  WEBHOOK_RESEND_ONLY_FAILED_MESSAGE,
  WEBHOOK_TEST_DISABLED_MESSAGE,
  webhookDeliveriesQuery,
  webhookDeliveryResultSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from "@/lib/schemas/webhook-endpoints";
import { crudRoutes, deletedAnswer } from "../crud-routes";
import { inArea, type RouteTable } from "../operation";

const endpoints = crudRoutes({ path: "/api/webhook-endpoints", tag: "Webhooks", params: idParams, noun: "Webhook endpoint", view: webhookEndpointSchema });

export const webhookEndpointsApi = inArea("settings", {
  listWebhookEndpoints: endpoints.list("Every webhook endpoint, oldest first. Secrets are never listed."),
  createWebhookEndpoint: endpoints.create(
    "Adds an endpoint for the event types chosen (the `webhooks` section of this document lists them). The answer holds the signing secret (whsec_...), shown this once. The URL must be https (http only in local mode, or to a private-network receiver that WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true lets in) and its host must not resolve to a loopback, private, link-local, CGNAT or metadata address unless WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true (400 otherwise).",
    createWebhookEndpointBody,
    z.object({ data: webhookEndpointWithSecretSchema }),
  ),
  updateWebhookEndpoint: endpoints.update(
    "Changes the fields sent; 409 when the version is stale. Enabling a disabled endpoint restarts its three days of grace.",
    updateWebhookEndpointBody,
    z.object({ data: webhookEndpointSchema }),
  ),
  deleteWebhookEndpoint: endpoints.remove("Deletes an endpoint and its delivery log.", deletedAnswer),
  rotateWebhookEndpointSecret: {
    method: "post",
    path: "/api/webhook-endpoints/{id}/rotate-secret",
    summary: "A new signing secret, shown once in the answer. For 24 hours messages carry two signatures, one per secret, so receivers can switch.",
    tag: "Webhooks",
    params: idParams,
    response: z.object({ data: webhookEndpointWithSecretSchema }),
    access: "admin:write",
    id: "Webhook endpoint",
  },
  sendWebhookTestEvent: {
    method: "post",
    path: "/api/webhook-endpoints/{id}/test",
    created: true,
    summary: `Queues a webhook.test event to this endpoint only; the worker sends it within seconds. A disabled endpoint is 409 '${WEBHOOK_TEST_DISABLED_MESSAGE}'`,
    tag: "Webhooks",
    params: idParams,
    response: z.object({ data: webhookDeliverySchema }),
    access: "admin:write",
    id: "Webhook endpoint",
  },
  listWebhookEndpointDeliveries: {
    method: "get",
    path: "/api/webhook-endpoints/{id}/deliveries",
    summary: "The endpoint's last deliveries, newest first (limit, default 50, at most 100): event type, status, response code, duration and the first 1 KB of the answer.",
    tag: "Webhooks",
    params: idParams,
    query: webhookDeliveriesQuery,
    response: z.object({ data: z.array(webhookDeliverySchema) }),
    access: "admin:read",
    id: "Webhook endpoint",
  },
  resendWebhookDelivery: {
    method: "post",
    path: "/api/webhook-endpoints/{id}/deliveries/{deliveryId}/resend",
    summary: `Queues a FAILED delivery again with the same webhook-id; any other status is 409 '${englishText(WEBHOOK_RESEND_ONLY_FAILED_MESSAGE)}'`,
    tag: "Webhooks",
    params: deliveryParams,
    response: z.object({ data: webhookDeliverySchema }),
    access: "admin:write",
    handledBy: "own route file",
  },
  sendWebhooks: {
    method: "post",
    path: "/api/cron/send-webhooks",
    summary:
      "Sends the due webhook deliveries, as the worker inside the server does every 5 seconds; for deployments without a long-running server process. Failures are retried after 1 min, 5 min, 30 min, 2 h, 5 h, 10 h and 14 h.",
    tag: "Webhooks",
    response: z.object({ data: webhookDeliveryResultSchema }),
    access: "cron",
  },
  sendWebhooksFromVercelCron: {
    method: "get",
    path: "/api/cron/send-webhooks",
    summary: "The same run as POST, for Vercel Cron, which calls its paths with GET and `Authorization: Bearer <CRON_SECRET>`.",
    tag: "Webhooks",
    response: z.object({ data: webhookDeliveryResultSchema }),
    access: "cron",
  },
} satisfies RouteTable);
