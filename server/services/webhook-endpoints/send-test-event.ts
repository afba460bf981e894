import "server-only";
import { eq } from "drizzle-orm";
import { WEBHOOK_TEST_EVENT } from "@/lib/domain/webhook-events";
import { conflict, notFound } from "@/lib/errors";
import type { WebhookDelivery } from "@/lib/schemas/webhook-endpoints";
import type { Database } from "@/server/db";
import { webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { webhookBody } from "@/server/webhooks/fire-webhook-events";
import { presentDelivery } from "./present-webhooks";

/** Queues a `webhook.test` event to this endpoint only; the worker sends it within seconds. */
export async function sendTestEvent(db: Database, id: string, now = new Date()): Promise<WebhookDelivery> {
  const [endpoint] = await db.select({ id: webhookEndpoints.id, enabled: webhookEndpoints.enabled }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!endpoint) throw notFound("webhookEndpoint");
  if (!endpoint.enabled) throw conflict({ key: "enableEndpointBeforeSending" });
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: id, eventType: WEBHOOK_TEST_EVENT, body: webhookBody(WEBHOOK_TEST_EVENT, { endpointId: id, message: "A test event from Settle." }, now) })
    .returning();
  return presentDelivery(row!);
}
