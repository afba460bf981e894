import "server-only";
import { eq, sql } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { WebhookEndpointWithSecret } from "@/lib/schemas/webhook-endpoints";
import type { Database } from "@/server/db";
import { webhookEndpoints } from "@/server/db/schema";
import { newSigningSecret, sealSigningSecret } from "@/server/webhooks/signing-secret";
import { presentEndpoint } from "./present-webhooks";

export const SECRET_OVERLAP_MS = 24 * 3600_000;

/**
 * A new signing secret, answered once. The old one keeps signing beside it for 24 hours (two
 * signatures in webhook-signature), so receivers switch without dropping a message.
 */
export async function rotateWebhookSecret(db: Database, id: string, now = new Date()): Promise<WebhookEndpointWithSecret> {
  const secret = newSigningSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      sealedPreviousSecret: sql`${webhookEndpoints.sealedSecret}`,
      previousSecretExpiresAt: new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString(),
      sealedSecret: sealSigningSecret(secret),
      version: sql`${webhookEndpoints.version} + 1`,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw notFound("webhookEndpoint");
  return { ...presentEndpoint(row), secret };
}
