import "server-only";
import type { z } from "zod";
import type { createWebhookEndpointBody, WebhookEndpointWithSecret } from "@/lib/schemas/webhook-endpoints";
import type { Database } from "@/server/db";
import { webhookEndpoints } from "@/server/db/schema";
import { newSigningSecret, sealSigningSecret } from "@/server/webhooks/signing-secret";
import { checkWebhookUrl } from "./check-webhook-url";
import { presentEndpoint } from "./present-webhooks";

/** Adds an endpoint with a fresh signing secret, answered this once and stored only sealed. */
export async function createWebhookEndpoint(db: Database, body: z.output<typeof createWebhookEndpointBody>): Promise<WebhookEndpointWithSecret> {
  await checkWebhookUrl(body.url);
  const secret = newSigningSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ url: body.url, description: body.description, eventTypes: body.eventTypes, enabled: body.enabled, sealedSecret: sealSigningSecret(secret) })
    .returning();
  return { ...presentEndpoint(row!), secret };
}
