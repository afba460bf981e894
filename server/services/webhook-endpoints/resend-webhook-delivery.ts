import "server-only";
import { and, eq } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import { WEBHOOK_RESEND_ONLY_FAILED_MESSAGE, type WebhookDelivery } from "@/lib/schemas/webhook-endpoints";
import type { Database } from "@/server/db";
import { webhookDeliveries } from "@/server/db/schema";
import { requeueJobsOf } from "@/server/jobs/settle-jobs";
import { presentDelivery } from "./present-webhooks";

/**
 * Puts a FAILED delivery back in the queue, due now with fresh attempts. It keeps its id, so the
 * receiver sees the same webhook-id and drops it should the first attempt have arrived after all.
 */
export async function resendWebhookDelivery(db: Database, endpointId: string, deliveryId: string, now = new Date()): Promise<WebhookDelivery> {
  const where = and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId));
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "PENDING", attempts: 0, nextAttemptAt: now.toISOString() })
    .where(and(where, eq(webhookDeliveries.status, "FAILED")))
    .returning();
  if (row) {
    await requeueJobsOf(db, "webhook", [row.id]);
    return presentDelivery(row);
  }
  const [exists] = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(where);
  if (!exists) throw notFound("webhookDelivery");
  throw conflict(WEBHOOK_RESEND_ONLY_FAILED_MESSAGE);
}
