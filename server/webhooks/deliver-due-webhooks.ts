import "server-only";
import { inArray, sql } from "drizzle-orm";
import { env } from "@/env";
import type { Database } from "@/server/db";
import { webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { runDueJobs, type JobHandler, type JobOutcome } from "@/server/jobs/run-due-jobs";
import { disableFailingEndpoint } from "./disable-failing-endpoint";
import { postWebhook, WEBHOOK_TIMEOUT_MS, type PostOutcome } from "@/server/http/outbound/post-webhook";
import { messageId, webhookHeaders } from "./sign-webhook";
import { openSigningSecret } from "./signing-secret";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type EndpointRow = typeof webhookEndpoints.$inferSelect;

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

/** A disabled endpoint's deliveries wait for it to be switched on again, without using up attempts. */
const DISABLED_ENDPOINT_WAIT_MS = 5 * 60_000;

/** Webhook deliveries as a kind of background work (server/jobs): a job's run posts its delivery. */
function webhookJobs(settings: Required<WebhookDeliveryOptions>, result: WebhookDeliveryResult): JobHandler<PostOutcome> {
  return {
    kind: "webhook",
    abandonedReason: "The server sending this delivery stopped on its last attempt.",
    async perform(db, claimed, now) {
      const ids = claimed.flatMap((job) => (job.refId ? [job.refId] : []));
      const deliveries = new Map((await db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids))).map((row) => [row.id, row]));
      const endpointIds = [...new Set([...deliveries.values()].map((delivery) => delivery.endpointId))];
      const endpoints = new Map((await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds))).map((row) => [row.id, row]));
      const outcomes = new Map<string, JobOutcome<PostOutcome>>();
      // Posted together, each stopped after the timeout.
      const posted = await Promise.all(
        claimed.map(async (job) => {
          const delivery = job.refId ? deliveries.get(job.refId) : undefined;
          const endpoint = delivery ? endpoints.get(delivery.endpointId) : undefined;
          if (!delivery || !endpoint) return null;
          if (!endpoint.enabled) {
            outcomes.set(job.id, { postponeUntil: new Date(now.getTime() + DISABLED_ENDPOINT_WAIT_MS) });
            return null;
          }
          return { job, endpoint, outcome: await attempt(delivery, endpoint, settings) };
        }),
      );
      const succeededEndpoints = new Set<string>();
      // Failures are counted one after another: the endpoint's failure clock is read and written per outcome.
      for (const sent of posted) {
        if (!sent) continue;
        if (sent.outcome.ok) {
          succeededEndpoints.add(sent.endpoint.id);
          outcomes.set(sent.job.id, { ok: true, detail: sent.outcome });
          continue;
        }
        const endpointState = await disableFailingEndpoint(db, sent.endpoint.id, now);
        if (endpointState.disabledNow) result.disabledEndpoints += 1;
        // A disabled endpoint's messages fail now, with the rest of its queue.
        outcomes.set(sent.job.id, { ok: false, error: sent.outcome.body ?? `answer ${sent.outcome.status ?? "none"}`, final: !endpointState.enabled, detail: sent.outcome });
      }
      if (succeededEndpoints.size > 0) {
        await db.execute(sql`update webhook_endpoints set failing_since = null where failing_since is not null and id in (select unnest(${`{${[...succeededEndpoints].join(",")}}`}::uuid[]))`);
      }
      return outcomes;
    },
    // The deliveries list shows each attempt's answer and the job's state on the delivery.
    async record(db, settled, now) {
      const rows = settled.flatMap(({ job, settlement, detail }) =>
        job.refId && settlement.attempts === job.attempts
          ? [{ id: job.refId, status: settlement.status, attempts: settlement.attempts, run_at: settlement.runAt, response_status: detail?.status ?? null, response_body: detail?.body ?? settlement.error, duration_ms: detail?.durationMs ?? null, tried: detail !== null }]
          : [],
      );
      if (rows.length === 0) return;
      await db.execute(sql`
        update webhook_deliveries d set
          status = case s.status when 'SUCCEEDED' then 'DELIVERED' when 'QUEUED' then 'PENDING' else 'FAILED' end,
          attempts = s.attempts, next_attempt_at = s.run_at,
          response_status = case when s.tried then s.response_status else d.response_status end,
          response_body = coalesce(s.response_body, d.response_body),
          duration_ms = case when s.tried then s.duration_ms else d.duration_ms end,
          last_attempt_at = case when s.tried then ${now.toISOString()}::timestamptz else d.last_attempt_at end,
          delivered_at = case when s.status = 'SUCCEEDED' then ${now.toISOString()}::timestamptz else d.delivered_at end
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as s(id uuid, status text, attempts int, run_at timestamptz, response_status int, response_body text, duration_ms int, tried boolean)
        where d.id = s.id`);
      for (const { settlement, job } of settled) {
        if (settlement.status === "SUCCEEDED") result.delivered += 1;
        else if (settlement.status === "FAILED") result.failed += 1;
        else if (settlement.attempts === job.attempts) result.retrying += 1;
      }
    },
  };
}

/**
 * Sends the due deliveries: a 2xx within the timeout (10 s) is delivered; anything else (an error,
 * a timeout, a 3xx, 4xx or 5xx) is retried after 1 min, 5 min, 30 min, 2 h, 5 h, 10 h and 14 h,
 * then FAILED (server/jobs/policies.ts). An endpoint failing without a success for three days is
 * disabled and the administrators are told by e-mail. Each message goes out once in the normal
 * case; a worker that dies mid-send hands its claim back when the lease ends (at least once).
 */
export async function deliverDueWebhooks(db: Database, options: WebhookDeliveryOptions): Promise<WebhookDeliveryResult> {
  const settings: Required<WebhookDeliveryOptions> = {
    now: options.now,
    timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    allowPrivateNetworks: options.allowPrivateNetworks ?? env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS,
  };
  const result: WebhookDeliveryResult = { delivered: 0, retrying: 0, failed: 0, disabledEndpoints: 0 };
  await runDueJobs(db, webhookJobs(settings, result), { now: settings.now });
  return result;
}
