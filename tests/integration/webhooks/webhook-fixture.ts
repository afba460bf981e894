import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { POST as createEndpointRoute } from "@/app/api/webhook-endpoints/route";
import type { WebhookEventType } from "@/lib/domain/webhook-events";
import { WEBHOOK_EVENT_TYPES } from "@/lib/domain/webhook-events";
import type { WebhookEndpointWithSecret } from "@/lib/schemas/webhook-endpoints";
import type { Database } from "@/server/db";
import { webhookDeliveries } from "@/server/db/schema";
import { deliverDueWebhooks, type WebhookDeliveryOptions } from "@/server/webhooks/deliver-due-webhooks";
import { call, type ErrorJson } from "../../support/http";
import type { Receiver } from "./receiver";

/** Adds an endpoint through the API, as an administrator would, and lets the receiver trust its secret. */
export async function addEndpoint(
  cookie: string,
  receiver: Receiver,
  eventTypes: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES,
): Promise<WebhookEndpointWithSecret> {
  const { status, body } = await call<{ data: WebhookEndpointWithSecret } & ErrorJson>(createEndpointRoute, "/api/webhook-endpoints", {
    cookie,
    body: { url: receiver.url, description: "Payroll", eventTypes },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  receiver.trust(body.data.secret);
  return body.data;
}

/** One run of the worker with a short timeout, so a slow receiver costs the test no 10 s. */
export function deliver(db: Database, options: Partial<WebhookDeliveryOptions> = {}) {
  return deliverDueWebhooks(db, { now: new Date(), timeoutMs: 2_000, ...options });
}

export function deliveriesOf(db: Database, endpointId: string) {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(asc(webhookDeliveries.createdAt));
}
