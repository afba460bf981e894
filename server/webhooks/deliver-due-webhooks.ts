import "server-only";
import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { env } from "@/env";
import { nextWebhookAttempt } from "@/lib/domain/webhook-events";
import type { Database } from "@/server/db";
import { webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { disableFailingEndpoint } from "./disable-failing-endpoint";
import { postWebhook, WEBHOOK_TIMEOUT_MS, type PostOutcome } from "@/server/http/outbound/post-webhook";
import { messageId, webhookHeaders } from "./sign-webhook";
import { openSigningSecret } from "./signing-secret";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** Longer than a batch can take (its messages go out together, each stopped after the timeout). */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 25;
const MAX_BATCHES = 20;

export interface WebhookDeliveryOptions {
  now: Date;
  /** 10 s in production; tests make it short instead of waiting. */
  timeoutMs?: number;
  allowPrivateNetworks?: boolean;
}

export interface WebhookDeliveryResult {
  delivered: number;
  retrying: number;
  failed: number;
  disabledEndpoints: number;
}

/**
 * Claims due deliveries of enabled endpoints in one statement, as the mail outbox does: their next
 * attempt moves past the lease and `for update skip locked` makes a second worker (another server
 * instance) skip them, so each message goes out once in the normal case; a worker that dies
 * mid-send hands its claim back when the lease ends (at least once, never lost).
 */
async function claimDueDeliveries(db: Database, now: Date): Promise<DeliveryRow[]> {
  const enabled = db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.enabled, true));
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    // Rows are stamped with the database's now(), which may run a few milliseconds ahead of this
    // process's clock (measured on PostgreSQL): a message fired just now is due by either clock.
    .where(and(eq(webhookDeliveries.status, "PENDING"), lte(webhookDeliveries.nextAttemptAt, sql`greatest(${now.toISOString()}::timestamptz, now())`), inArray(webhookDeliveries.endpointId, enabled)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/** The secrets that sign now: the current one, and the one before a rotation for its 24 hours. */
function signingSecrets(endpoint: EndpointRow, now: Date): string[] {
  const secrets = [openSigningSecret(endpoint.sealedSecret)];
  if (endpoint.sealedPreviousSecret && endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > now.getTime()) {
    secrets.push(openSigningSecret(endpoint.sealedPreviousSecret));
  }
  return secrets;
}

async function attempt(delivery: DeliveryRow, endpoint: EndpointRow, options: Required<WebhookDeliveryOptions>): Promise<PostOutcome> {
  try {
    const headers = webhookHeaders(messageId(delivery.id), options.now, delivery.body, signingSecrets(endpoint, options.now));
    return await postWebhook(endpoint.url, headers, delivery.body, { timeoutMs: options.timeoutMs, allowPrivateNetworks: options.allowPrivateNetworks });
  } catch (error) {
    return { ok: false, status: null, body: error instanceof Error ? error.message : String(error), durationMs: 0 };
  }
}

async function record(db: Database, delivery: DeliveryRow, endpoint: EndpointRow, outcome: PostOutcome, now: Date, result: WebhookDeliveryResult) {
  const attempts = delivery.attempts + 1;
  const seen = { attempts, responseStatus: outcome.status, responseBody: outcome.body, durationMs: outcome.durationMs, lastAttemptAt: now.toISOString() };
  if (outcome.ok) {
    await db.update(webhookDeliveries).set({ ...seen, status: "DELIVERED", deliveredAt: now.toISOString() }).where(eq(webhookDeliveries.id, delivery.id));
    await db.update(webhookEndpoints).set({ failingSince: null }).where(and(eq(webhookEndpoints.id, endpoint.id), isNotNull(webhookEndpoints.failingSince)));
    result.delivered += 1;
    return;
  }
  const endpointState = await disableFailingEndpoint(db, endpoint.id, now);
  if (endpointState.disabledNow) result.disabledEndpoints += 1;
  // A disabled endpoint's messages fail now, with the rest of its queue.
  const next = endpointState.enabled ? nextWebhookAttempt(attempts, now) : null;
  await db
    .update(webhookDeliveries)
    .set({ ...seen, status: next ? "PENDING" : "FAILED", nextAttemptAt: (next ?? now).toISOString() })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (next) result.retrying += 1;
  else result.failed += 1;
}

/**
 * Sends the due deliveries: a 2xx within the timeout (10 s) is delivered; anything else (an error,
 * a timeout, a 3xx, 4xx or 5xx) is retried after 1 min, 5 min, 30 min, 2 h, 5 h, 10 h and 14 h,
 * then FAILED. An endpoint failing without a success for three days is disabled and the
 * administrators are told by e-mail.
 */
export async function deliverDueWebhooks(db: Database, options: WebhookDeliveryOptions): Promise<WebhookDeliveryResult> {
  const settings: Required<WebhookDeliveryOptions> = {
    now: options.now,
    timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    allowPrivateNetworks: options.allowPrivateNetworks ?? env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS,
  };
  const result: WebhookDeliveryResult = { delivered: 0, retrying: 0, failed: 0, disabledEndpoints: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimDueDeliveries(db, settings.now);
    if (claimed.length === 0) break;
    const endpointIds = [...new Set(claimed.map((delivery) => delivery.endpointId))];
    const endpoints = new Map(
      (await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds))).map((row) => [row.id, row]),
    );
    const outcomes = await Promise.all(
      claimed.map(async (delivery) => {
        const endpoint = endpoints.get(delivery.endpointId);
        return endpoint ? { delivery, endpoint, outcome: await attempt(delivery, endpoint, settings) } : null;
      }),
    );
    // Recorded one after another: the endpoint's failure clock is read and written per outcome.
    for (const sent of outcomes) if (sent) await record(db, sent.delivery, sent.endpoint, sent.outcome, settings.now, result);
    if (claimed.length < BATCH_SIZE) break;
  }
  return result;
}
