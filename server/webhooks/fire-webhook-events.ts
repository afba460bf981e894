import "server-only";
import { sql } from "drizzle-orm";
import type { WebhookEventType } from "@/lib/domain/webhook-events";
import type { DbOrTx } from "@/server/db";

export interface WebhookEvent {
  type: WebhookEventType;
  /** Ids, the acting user or review link and the state after the change; never bank data, tokens or mail bodies. */
  data: Record<string, unknown>;
}

/** The JSON body every receiver gets: `{ type, timestamp, data }` (docs/webhooks.md). */
export function webhookBody(type: string, data: Record<string, unknown>, now: Date): string {
  return JSON.stringify({ type, timestamp: now.toISOString(), data });
}

/**
 * Queues the events of one change in the caller's transaction, so a rolled-back change sends
 * nothing: ONE insert ... select writes a delivery for every enabled endpoint subscribed to each
 * type, however many endpoints and events there are. With no subscriber it inserts no row.
 */
export async function fireWebhookEvents(tx: DbOrTx, events: readonly WebhookEvent[], now = new Date()): Promise<void> {
  if (events.length === 0) return;
  const queued = JSON.stringify(events.map((event) => ({ type: event.type, body: webhookBody(event.type, event.data, now) })));
  await tx.execute(sql`insert into webhook_deliveries (endpoint_id, event_type, body)
    select e.id, ev.type, ev.body
    from webhook_endpoints e
    join jsonb_to_recordset(${queued}::jsonb) as ev(type text, body text) on ev.type = any(e.event_types)
    where e.enabled`);
}
