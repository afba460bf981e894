import { z } from "zod";
import { WEBHOOK_DELIVERY_EVENT_TYPES, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from "@/lib/domain/webhook-events";
import { isoTimestamp, plainText, uuid, version } from "./common";
import { keyed } from "./error-map";
import { englishText, type Refusal } from "@/lib/errors";

const WEBHOOK_URL_MESSAGE = keyed("enterReceiverSUrl");
export const WEBHOOK_HTTPS_MESSAGE: Refusal = { key: "webhookUrlStartHttps" };
const WEBHOOK_EVENTS_MESSAGE = keyed("chooseLeastEvent");
export const WEBHOOK_RESEND_ONLY_FAILED_MESSAGE: Refusal = { key: "onlyFailedDeliveryResent" };
/** The English of the 409 a disabled endpoint's test event gets, for the document's summary. */
export const WEBHOOK_TEST_DISABLED_MESSAGE = englishText({ key: "enableEndpointBeforeSending" });

const webhookUrl = z
  .string({ error: WEBHOOK_URL_MESSAGE })
  .trim()
  .max(2000, { error: keyed("webhookUrlMost2000") })
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_URL_MESSAGE }));

const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: keyed("eventTypeValues", { values: WEBHOOK_EVENT_TYPES.join(", ") }) }), { error: WEBHOOK_EVENTS_MESSAGE })
  .min(1, { error: WEBHOOK_EVENTS_MESSAGE })
  .transform((types) => [...new Set(types)]);

const description = plainText.trim().max(500, { error: keyed("descriptionMost500Characters") });

export const createWebhookEndpointBody = z.object({
  url: webhookUrl,
  description: description.default(""),
  eventTypes,
  enabled: z.boolean().default(true),
});

export const updateWebhookEndpointBody = z.object({
  url: webhookUrl.optional(),
  description: description.optional(),
  eventTypes: eventTypes.optional(),
  enabled: z.boolean().optional(),
  version,
});
export type UpdateWebhookEndpointBody = z.infer<typeof updateWebhookEndpointBody>;

export const webhookEndpointSchema = z.object({
  id: uuid,
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why Settle switched it off (three days of failures), or null. */
  disabledReason: z.string().nullable(),
  failingSince: isoTimestamp.nullable(),
  /** Until when the secret before the last rotation still signs, or null. */
  previousSecretExpiresAt: isoTimestamp.nullable(),
  version: z.number().int(),
  createdAt: isoTimestamp,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Creation and rotation answer the signing secret, the only time it is ever shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z.string().describe("The signing secret, whsec_ and base64; shown only in this answer"),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: uuid,
  /** The webhook-id header receivers see; the same on every attempt. */
  messageId: z.string(),
  endpointId: uuid,
  eventType: z.enum(WEBHOOK_DELIVERY_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  /** The first 1 KB of the receiver's last answer, or why there was none. */
  responseBody: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  nextAttemptAt: isoTimestamp,
  lastAttemptAt: isoTimestamp.nullable(),
  deliveredAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_MAX = 100;
export const webhookDeliveriesQuery = z.object({
  limit: z.coerce
    .number({ error: keyed("fieldNumber", { field: "limit" }) })
    .int({ error: keyed("fieldWholeNumber", { field: "limit" }) })
    .min(1, { error: keyed("fieldAtLeast1", { field: "limit" }) })
    .max(WEBHOOK_DELIVERIES_MAX, { error: keyed("fieldMustBeAtMost", { field: "limit", max: WEBHOOK_DELIVERIES_MAX }) })
    .default(50),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuery>;

export const deliveryParams = z.object({ id: uuid, deliveryId: uuid });

export const webhookDeliveryResultSchema = z.object({
  delivered: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
  disabledEndpoints: z.number().int(),
});
