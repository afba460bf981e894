import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { WEBHOOK_RETRY_DELAYS_MS } from "@/lib/domain/webhook-events";
import { JOB_POLICIES, nextRunAt } from "@/server/jobs/policies";
import { webhookHeaders, webhookSignature } from "@/server/webhooks/sign-webhook";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const other = "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD";
const body = JSON.stringify({ type: "webhook.test", timestamp: "2026-11-26T02:00:00.000Z", data: { message: "hi" } });

describe("webhookSignature", () => {
  it("is the signature the Standard Webhooks library computes", () => {
    const at = new Date("2026-11-26T02:00:00Z");
    expect(webhookSignature("msg_1", at.getTime() / 1000, body, [secret])).toBe(new Webhook(secret).sign("msg_1", at, body));
  });

  it("carries one signature per secret, each verifying on its own", () => {
    const headers = webhookHeaders("msg_2", new Date(), body, [secret, other]);
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    for (const key of [secret, other]) expect(() => new Webhook(key).verify(body, headers)).not.toThrow();
    expect(() => new Webhook("whsec_" + Buffer.alloc(24, 7).toString("base64")).verify(body, headers)).toThrow();
  });
});

describe("the webhook kind's retries", () => {
  it("retries over about a day, then gives up", () => {
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total / 3600_000).toBeGreaterThan(24);
    expect(total / 3600_000).toBeLessThan(36);
    const now = new Date("2026-11-26T00:00:00Z");
    expect(nextRunAt(JOB_POLICIES.webhook, 1, now)?.getTime()).toBe(now.getTime() + 60_000);
    expect(nextRunAt(JOB_POLICIES.webhook, WEBHOOK_RETRY_DELAYS_MS.length + 1, now)).toBeNull();
  });
});
