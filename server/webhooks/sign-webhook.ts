import "server-only";
import { createHmac } from "node:crypto";

/**
 * The `webhook-signature` header of the Standard Webhooks specification: `v1,<base64 HMAC-SHA256>`
 * of `id.timestamp.body` under the key the base64 after `whsec_` encodes, one per secret, separated
 * by spaces, so a receiver holding either the old or the new secret verifies during a rotation.
 */
export function webhookSignature(id: string, timestampSeconds: number, body: string, secrets: readonly string[]): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
      return `v1,${createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64")}`;
    })
    .join(" ");
}

/** The `webhook-id` header: the delivery's id, the same on every attempt and on a resend. */
export const messageId = (deliveryId: string) => `msg_${deliveryId.replaceAll("-", "")}`;

/** The headers of one attempt; the id stays the same across attempts so receivers drop duplicates. */
export function webhookHeaders(id: string, now: Date, body: string, secrets: readonly string[]): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "content-type": "application/json",
    "user-agent": "Settle-Webhooks/1",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": webhookSignature(id, timestamp, body, secrets),
  };
}
