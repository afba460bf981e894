import "server-only";
import { asc } from "drizzle-orm";
import type { WebhookEndpoint } from "@/lib/schemas/webhook-endpoints";
import type { Database } from "@/server/db";
import { webhookEndpoints } from "@/server/db/schema";
import { presentEndpoint } from "./present-webhooks";

/** Every endpoint, oldest first: a deployment has a handful. */
export async function listWebhookEndpoints(db: Database): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(presentEndpoint);
}
