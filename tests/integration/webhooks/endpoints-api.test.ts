import { describe, expect, it } from "vitest";
import { POST as cronRoute } from "@/app/api/cron/send-webhooks/route";
import { GET as listDeliveriesRoute } from "@/app/api/webhook-endpoints/[id]/deliveries/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/webhook-endpoints/[id]/route";
import { POST as testRoute } from "@/app/api/webhook-endpoints/[id]/test/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/webhook-endpoints/route";
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from "@/lib/schemas/webhook-endpoints";
import { webhookEndpoints } from "@/server/db/schema";
import { openSigningSecret } from "@/server/webhooks/signing-secret";
import { API_KEY, CRON, UNKNOWN_ID, type ErrorJson } from "../../support/factories/admin";
import { call } from "../../support/http";
import { deliver, withWebhookReceiver } from "./webhook-fixture";

const w = withWebhookReceiver();

type One<T> = { data: T } & ErrorJson;
const create = (body: unknown, caller: { cookie?: string; headers?: Record<string, string> } = { cookie: w.cookies.admin }) =>
  call<One<WebhookEndpointWithSecret>>(createRoute, "/api/webhook-endpoints", { ...caller, body });

describe("/api/webhook-endpoints", () => {
  it("creates an endpoint and shows its secret once; the list never shows it, the table keeps it sealed", async () => {
    const { status, body } = await create({ url: w.receiver.url, description: "Payroll", eventTypes: ["timesheet.approved", "timesheet.approved"] });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ url: w.receiver.url, description: "Payroll", eventTypes: ["timesheet.approved"], enabled: true, version: 1 });
    expect(body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await call<One<WebhookEndpoint[]>>(listRoute, "/api/webhook-endpoints", { headers: API_KEY });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(body.data.secret.slice(6));
    const [stored] = await w.s.db.select().from(webhookEndpoints);
    expect(stored!.sealedSecret).not.toContain(body.data.secret.slice(6));
    expect(openSigningSecret(stored!.sealedSecret)).toBe(body.data.secret);
  });

  it("refuses bad input with 400 and field issues, and changes nothing", async () => {
    const before = (await w.s.db.select().from(webhookEndpoints)).length;
    for (const [body, path] of [
      [{ url: "not a url", eventTypes: ["timesheet.approved"] }, "url"],
      [{ url: "ftp://example.com/x", eventTypes: ["timesheet.approved"] }, "url"],
      [{ url: w.receiver.url, eventTypes: [] }, "eventTypes"],
      [{ url: w.receiver.url, eventTypes: ["invoice.paid"] }, "eventTypes.0"],
    ] as const) {
      const { status, body: answer } = await create(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.error.issues?.map((issue) => issue.path)).toContain(path);
    }
    expect((await w.s.db.select().from(webhookEndpoints)).length).toBe(before);
  });

  it("is for administrators and the API key: 403 for contractors, 401 signed out", async () => {
    expect((await create({ url: w.receiver.url, eventTypes: ["timesheet.approved"] }, { cookie: w.cookies.amara })).status).toBe(403);
    expect((await create({ url: w.receiver.url, eventTypes: ["timesheet.approved"] }, {})).status).toBe(401);
    expect((await call(listRoute, "/api/webhook-endpoints", { cookie: w.cookies.lukas })).status).toBe(403);
    expect((await call(listRoute, "/api/webhook-endpoints", {})).status).toBe(401);
    expect((await create({ url: w.receiver.url, eventTypes: ["timesheet.approved"] }, { headers: API_KEY })).status).toBe(201);
  });

  it("sends a test event to that endpoint only, and logs it with status, code, duration and answer", async () => {
    const mine = (await create({ url: w.receiver.url, eventTypes: ["contractor.invited"] })).body.data;
    w.receiver.trust(mine.secret);
    const queued = await call<One<WebhookDelivery>>(testRoute, "/test", { method: "POST", id: mine.id, cookie: w.cookies.admin });
    expect(queued.status).toBe(201);
    expect(queued.body.data).toMatchObject({ eventType: "webhook.test", status: "PENDING" });
    await deliver(w.s.db);
    expect(w.receiver.messages.map((message) => message.type)).toEqual(["webhook.test"]);
    const log = await call<One<WebhookDelivery[]>>(listDeliveriesRoute, "/deliveries", { id: mine.id, cookie: w.cookies.admin });
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ eventType: "webhook.test", status: "DELIVERED", responseStatus: 204, attempts: 1, messageId: w.receiver.messages[0]!.id });
    expect(log.body.data[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect((await call(listDeliveriesRoute, "/deliveries?limit=500", { id: mine.id, cookie: w.cookies.admin })).status).toBe(400);
  });

  it("a scheduler without a server process sends due deliveries through /api/cron/send-webhooks, with the cron secret only", async () => {
    const mine = (await create({ url: w.receiver.url, eventTypes: ["contractor.invited"] })).body.data;
    w.receiver.trust(mine.secret);
    await call(testRoute, "/test", { method: "POST", id: mine.id, cookie: w.cookies.admin });
    expect((await call(cronRoute, "/api/cron/send-webhooks", { method: "POST", cookie: w.cookies.admin })).status).toBe(401);
    const run = await call<One<{ delivered: number }>>(cronRoute, "/api/cron/send-webhooks", { method: "POST", headers: CRON });
    expect(run.status).toBe(200);
    expect(run.body.data.delivered).toBe(1);
  });

  it("updates with the version (409 when stale), deletes, and answers 404 for unknown ids", async () => {
    const mine = (await create({ url: w.receiver.url, eventTypes: ["contractor.invited"] })).body.data;
    const updated = await call<One<WebhookEndpoint>>(updateRoute, "/x", { method: "PUT", id: mine.id, cookie: w.cookies.admin, body: { enabled: false, description: "Off", version: 1 } });
    expect(updated.body.data).toMatchObject({ enabled: false, description: "Off", version: 2 });
    expect((await call(updateRoute, "/x", { method: "PUT", id: mine.id, cookie: w.cookies.admin, body: { enabled: true, version: 1 } })).status).toBe(409);
    expect((await call<ErrorJson>(testRoute, "/test", { method: "POST", id: mine.id, cookie: w.cookies.admin })).status).toBe(409);
    expect((await call(deleteRoute, "/x", { method: "DELETE", id: mine.id, cookie: w.cookies.admin })).status).toBe(200);
    for (const id of [mine.id, UNKNOWN_ID, "not-a-uuid"]) {
      expect((await call(deleteRoute, "/x", { method: "DELETE", id, cookie: w.cookies.admin })).status).toBe(404);
      expect((await call(testRoute, "/x", { method: "POST", id, cookie: w.cookies.admin })).status).toBe(404);
    }
  });
});
