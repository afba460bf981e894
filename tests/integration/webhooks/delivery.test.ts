import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createEndpointRoute } from "@/app/api/webhook-endpoints/route";
import { PUT as updateEndpointRoute } from "@/app/api/webhook-endpoints/[id]/route";
import { POST as rotateRoute } from "@/app/api/webhook-endpoints/[id]/rotate-secret/route";
import { POST as resendRoute } from "@/app/api/webhook-endpoints/[id]/deliveries/[deliveryId]/resend/route";
import { env } from "@/env";
import { WEBHOOK_RETRY_DELAYS_MS } from "@/lib/domain/webhook-events";
import type { WebhookDelivery, WebhookEndpointWithSecret } from "@/lib/schemas/webhook-endpoints";
import { mailOutbox, webhookEndpoints } from "@/server/db/schema";
import { DISABLED_AFTER_FAILURES } from "@/server/webhooks/disable-failing-endpoint";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";
import { isPrivateAddress } from "@/server/http/outbound/public-address";
import { createAdminDatabase, type ErrorJson } from "../../support/factories/admin";
import { call } from "../../support/http";
import { startReceiver, type Receiver } from "./receiver";
import { addEndpoint, deliver, deliveriesOf } from "./webhook-fixture";
import { withCookies } from "../../support/file-fixture";

const [s, cookies] = withCookies(createAdminDatabase, ["admin"]);

const minutes = (n: number) => n * 60_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

async function withReceiver(test: (receiver: Receiver, endpoint: WebhookEndpointWithSecret) => Promise<void>) {
  const receiver = await startReceiver();
  try {
    const endpoint = await addEndpoint(cookies.admin, receiver, ["timesheet.submitted"]);
    await test(receiver, endpoint);
    // Later tests fire the same type; this endpoint must not take their deliveries.
    await s.db.update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, endpoint.id));
  } finally {
    await receiver.close();
  }
}

const fire = (marker: string) => fireWebhookEvents(s.db, [{ type: "timesheet.submitted", data: { marker } }]);

describe("delivery", () => {
  it("a receiver that is down gets the message after a retry, once, with the same webhook-id", async () => {
    await withReceiver(async (receiver, endpoint) => {
      receiver.answerWith({ status: 503 });
      await fire("down-then-up");
      const start = new Date();
      expect(await deliver(s.db, { now: start })).toMatchObject({ delivered: 0, retrying: 1 });
      const [failed] = await deliveriesOf(s.db, endpoint.id);
      expect(failed).toMatchObject({ status: "PENDING", attempts: 1, responseStatus: 503, responseBody: "answer 503" });
      // Not due before the first delay has passed.
      expect(await deliver(s.db, { now: later(start, 30_000) })).toMatchObject({ delivered: 0, retrying: 0 });
      receiver.answerWith({ status: 200 });
      expect(await deliver(s.db, { now: later(start, WEBHOOK_RETRY_DELAYS_MS[0]) })).toMatchObject({ delivered: 1 });
      expect(await deliver(s.db, { now: later(start, minutes(60)) })).toMatchObject({ delivered: 0, retrying: 0 });
      const ids = receiver.messages.map((message) => message.id);
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(1);
      expect((await deliveriesOf(s.db, endpoint.id))[0]).toMatchObject({ status: "DELIVERED", attempts: 2, responseStatus: 200 });
    });
  });

  it("a receiver slower than the timeout is a failed attempt, retried later", async () => {
    await withReceiver(async (receiver, endpoint) => {
      receiver.answerWith({ status: 200, delayMs: 800 });
      await fire("slow");
      const result = await deliver(s.db, { timeoutMs: 200 });
      expect(result).toMatchObject({ delivered: 0, retrying: 1 });
      const [slow] = await deliveriesOf(s.db, endpoint.id);
      expect(slow).toMatchObject({ status: "PENDING", responseStatus: null, responseBody: "No answer within 200 ms." });
      expect(slow!.durationMs).toBeLessThan(700);
    });
  });

  it("follows no redirect: a 3xx is a failed attempt", async () => {
    await withReceiver(async (receiver, endpoint) => {
      receiver.answerWith({ status: 302, headers: { location: "http://127.0.0.1:1/elsewhere" } });
      await fire("redirected");
      expect(await deliver(s.db)).toMatchObject({ delivered: 0, retrying: 1 });
      expect((await deliveriesOf(s.db, endpoint.id))[0]).toMatchObject({ status: "PENDING", responseStatus: 302 });
      expect(receiver.messages).toHaveLength(1);
    });
  });

  it("keeps the first kilobyte of a 5 MB answer, which counts as delivered", async () => {
    await withReceiver(async (receiver, endpoint) => {
      receiver.answerWith({ status: 200, body: "x".repeat(5 * 1024 * 1024) });
      await fire("long answer");
      expect(await deliver(s.db)).toMatchObject({ delivered: 1 });
      const [delivered] = await deliveriesOf(s.db, endpoint.id);
      expect(delivered!.responseBody).toBe("x".repeat(1024));
    });
  });

  it("answers 500 until the endpoint has failed for three days: disabled, its waiting deliveries failed, the admins mailed", async () => {
    await withReceiver(async (receiver, endpoint) => {
      receiver.answerWith({ status: 500 });
      await fire("first");
      const start = new Date();
      await deliver(s.db, { now: start });
      // Retries follow the schedule; each event fails for good after about 32 hours.
      let now = start;
      for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
        now = later(now, delay);
        await deliver(s.db, { now });
      }
      const [first] = await deliveriesOf(s.db, endpoint.id);
      expect(first).toMatchObject({ status: "FAILED", attempts: WEBHOOK_RETRY_DELAYS_MS.length + 1 });
      const [stillOn] = await s.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(stillOn).toMatchObject({ enabled: true });
      expect(stillOn!.failingSince).not.toBeNull();

      const mailsBefore = (await s.db.select().from(mailOutbox).where(eq(mailOutbox.notificationType, "WEBHOOK_ENDPOINT_DISABLED"))).length;
      await fire("second");
      await fire("third");
      const result = await deliver(s.db, { now: later(start, 3 * 24 * 3600_000 + minutes(1)) });
      expect(result.disabledEndpoints).toBe(1);
      const [off] = await s.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(off).toMatchObject({ enabled: false, disabledReason: DISABLED_AFTER_FAILURES });
      expect((await deliveriesOf(s.db, endpoint.id)).map((row) => row.status)).toEqual(["FAILED", "FAILED", "FAILED"]);
      const mails = await s.db.select().from(mailOutbox).where(eq(mailOutbox.notificationType, "WEBHOOK_ENDPOINT_DISABLED"));
      expect(mails.length - mailsBefore).toBeGreaterThan(0);
      expect(mails.at(-1)!.textBody).toContain(receiver.url);

      // Nothing goes to a disabled endpoint; enabled again and resent, the failed message arrives.
      receiver.answerWith({ status: 200 });
      const received = receiver.messages.length;
      await deliver(s.db, { now: later(start, 4 * 24 * 3600_000) });
      expect(receiver.messages.length).toBe(received);
      const enabled = await call<ErrorJson>(updateEndpointRoute, `/api/webhook-endpoints/${endpoint.id}`, { method: "PUT", id: endpoint.id, cookie: cookies.admin, body: { enabled: true, version: off!.version } });
      expect(enabled.status).toBe(200);
      const resent = await call<{ data: WebhookDelivery }>(resendRoute, "/resend", { params: { id: endpoint.id, deliveryId: first!.id }, cookie: cookies.admin, method: "POST" });
      expect(resent.body.data).toMatchObject({ status: "PENDING", attempts: 0 });
      expect(await deliver(s.db)).toMatchObject({ delivered: 1 });
      expect(receiver.messages.at(-1)!.id).toBe(resent.body.data.messageId);
      const again = await call<ErrorJson>(resendRoute, "/resend", { params: { id: endpoint.id, deliveryId: first!.id }, cookie: cookies.admin, method: "POST" });
      expect(again.status).toBe(409);
    });
  });

  it("after a rotation both secrets sign for 24 hours, then only the new one", async () => {
    await withReceiver(async (receiver, endpoint) => {
      const rotated = await call<{ data: WebhookEndpointWithSecret }>(rotateRoute, "/rotate-secret", { id: endpoint.id, cookie: cookies.admin, method: "POST" });
      expect(rotated.status).toBe(200);
      expect(rotated.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(rotated.body.data.secret).not.toBe(endpoint.secret);
      await fire("during the overlap");
      await deliver(s.db);
      const during = receiver.messages.at(-1)!;
      expect(during.signatures).toHaveLength(2);
      // A receiver holding only one of the two secrets verifies each message.
      for (const secret of [endpoint.secret, rotated.body.data.secret]) {
        receiver.forget();
        receiver.trust(secret);
        await fire(`verified with one secret`);
        await deliver(s.db);
        expect(receiver.rejected).toEqual([]);
      }
      await s.db.update(webhookEndpoints).set({ previousSecretExpiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(webhookEndpoints.id, endpoint.id));
      await fire("after the overlap");
      await deliver(s.db);
      expect(receiver.messages.at(-1)!.signatures).toHaveLength(1);
      receiver.forget();
      receiver.trust(endpoint.secret);
      await fire("old secret only");
      await deliver(s.db);
      expect(receiver.rejected).toHaveLength(1);
    });
  });
});

describe("private networks", () => {
  const flags = env as { WEBHOOKS_ALLOW_PRIVATE_NETWORKS: boolean };

  it("recognises loopback, private, link-local, CGNAT and metadata addresses, in IPv4 and IPv6", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fe80::1", "fd00:ec2::254", "::ffff:127.0.0.1", "::ffff:a9fe:a9fe"]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"]) expect(isPrivateAddress(address), address).toBe(false);
  });

  it("refuses a private address at save time and again at send time when they are not allowed", async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await addEndpoint(cookies.admin, receiver, ["timesheet.submitted"]);
      flags.WEBHOOKS_ALLOW_PRIVATE_NETWORKS = false;
      const before = (await s.db.select().from(webhookEndpoints)).length;
      for (const url of [receiver.url, "https://127.0.0.1/hook", "https://169.254.169.254/latest", "https://[::1]/hook", "https://localhost/hook", "http://example.com/hook"]) {
        const refused = await call<ErrorJson>(createEndpointRoute, "/api/webhook-endpoints", { cookie: cookies.admin, body: { url, eventTypes: ["timesheet.submitted"] } });
        expect(refused.status, url).toBe(400);
        expect(refused.body.error.issues?.[0]?.path).toBe("url");
      }
      expect((await s.db.select().from(webhookEndpoints)).length).toBe(before);
      flags.WEBHOOKS_ALLOW_PRIVATE_NETWORKS = true;
      // Plain http goes to a receiver on an allowed private network only, never across the internet.
      const publicHttp = await call<ErrorJson>(createEndpointRoute, "/api/webhook-endpoints", { cookie: cookies.admin, body: { url: "http://93.184.216.34/hook", eventTypes: ["timesheet.submitted"] } });
      expect(publicHttp.status).toBe(400);
      expect(publicHttp.body.error.message).toMatch(/must start with https/);
      flags.WEBHOOKS_ALLOW_PRIVATE_NETWORKS = false;
      // Saved while allowed (or a name that resolves differently now): the worker checks again.
      await fire("refused at send time");
      await deliver(s.db, { allowPrivateNetworks: false });
      expect(receiver.messages).toHaveLength(0);
      const [refused] = await deliveriesOf(s.db, endpoint.id);
      expect(refused).toMatchObject({ status: "PENDING", responseStatus: null });
      expect(refused!.responseBody).toContain("127.0.0.1");
    } finally {
      flags.WEBHOOKS_ALLOW_PRIVATE_NETWORKS = true;
      await receiver.close();
    }
  });
});
