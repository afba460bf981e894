import "server-only";
import { desc, eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { WebhookDeliveriesQuery, WebhookDelivery } from "@/lib/schemas/webhook-endpoints";
import type { Database } from "@/server/db";
import { webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { presentDelivery } from "./present-webhooks";

/** An endpoint's delivery log, newest first. */
export async function listWebhookDeliveries(db: Database, endpointId: string, { limit }: WebhookDeliveriesQuery): Promise<WebhookDelivery[]> {
  const [endpoint] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw notFound("webhookEndpoint");
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map(presentDelivery);
}
