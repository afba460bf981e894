import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { WEBHOOK_DELIVERY_EVENT_TYPES, WEBHOOK_DELIVERY_STATUSES } from "@/lib/domain/webhook-events";
import { createdAt, id, oneOf, reference, updatedAt } from "./columns";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/** Where other systems want to hear about changes (docs/webhooks.md). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** The event types it subscribed to; firing selects endpoints with `type = any(event_types)`. */
    eventTypes: text("event_types").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** The signing secret (whsec_...), AES-GCM sealed with SERVICE_KEY: it is shown once, at creation or rotation. */
    sealedSecret: text("sealed_secret").notNull(),
    /** The secret before the last rotation, still signing until previousSecretExpiresAt so receivers can switch. */
    sealedPreviousSecret: text("sealed_previous_secret"),
    previousSecretExpiresAt: at("previous_secret_expires_at"),
    /** The first failure since the last success; three days of it disables the endpoint. */
    failingSince: at("failing_since"),
    disabledReason: text("disabled_reason"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("webhook_endpoints_enabled_idx").on(t.enabled)],
);

/** One message to one endpoint, written in the transaction of the change and sent by the webhook worker. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: reference("endpoint_id", () => webhookEndpoints.id, "cascade"),
    eventType: text("event_type").notNull(),
    /** The JSON body exactly as sent, so every attempt signs the same bytes. */
    body: text("body").notNull(),
    status: text("status").notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    responseStatus: integer("response_status"),
    /** The first 1 KB of the receiver's answer, or why there was none. */
    responseBody: text("response_body"),
    durationMs: integer("duration_ms"),
    lastAttemptAt: at("last_attempt_at"),
    deliveredAt: at("delivered_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    oneOf("webhook_deliveries_status_check", t.status, WEBHOOK_DELIVERY_STATUSES),
    oneOf("webhook_deliveries_event_type_check", t.eventType, WEBHOOK_DELIVERY_EVENT_TYPES),
    check("webhook_deliveries_attempts_check", sql`${t.attempts} >= 0`),
  ],
);
