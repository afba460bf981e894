import "server-only";
import { WEBHOOK_DELIVERY_EVENT_TYPES, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from "@/lib/domain/webhook-events";
import type { WebhookDelivery, WebhookEndpoint } from "@/lib/schemas/webhook-endpoints";
import type { webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { isoUtcTimestamp } from "@/server/db/sql/iso-timestamp";
import { stored } from "@/server/db/sql/stored-values";
import { messageId } from "@/server/webhooks/sign-webhook";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (value: string | null) => (value === null ? null : isoUtcTimestamp(value));

/** An endpoint as the API shows it: never a secret, sealed or not. */
export function presentEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes.map((type) => stored(WEBHOOK_EVENT_TYPES, type, "webhook event type")),
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
    previousSecretExpiresAt: iso(row.previousSecretExpiresAt),
    version: row.version,
    createdAt: isoUtcTimestamp(row.createdAt),
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: messageId(row.id),
    endpointId: row.endpointId,
    eventType: stored(WEBHOOK_DELIVERY_EVENT_TYPES, row.eventType, "webhook event type"),
    status: stored(WEBHOOK_DELIVERY_STATUSES, row.status, "webhook delivery status"),
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    durationMs: row.durationMs,
    nextAttemptAt: isoUtcTimestamp(row.nextAttemptAt),
    lastAttemptAt: iso(row.lastAttemptAt),
    deliveredAt: iso(row.deliveredAt),
    createdAt: isoUtcTimestamp(row.createdAt),
  };
}
