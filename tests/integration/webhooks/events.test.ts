import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as inviteRoute } from "@/app/api/contractors/route";
import { PUT as updateContractorRoute } from "@/app/api/contractors/[id]/route";
import { POST as invoiceRoute } from "@/app/api/invoices/route";
import { PUT as reviewerApproveRoute } from "@/app/api/timesheet-review/[id]/approve/route";
import { PUT as approveRoute } from "@/app/api/timesheets/[id]/approve-component/route";
import { PUT as closeRoute } from "@/app/api/timesheets/[id]/close/route";
import { PUT as contestRoute } from "@/app/api/timesheets/[id]/contest-component/route";
import { PUT as reopenRoute } from "@/app/api/timesheets/[id]/reopen/route";
import { POST as reviewLinkRoute } from "@/app/api/timesheets/[id]/review-links/route";
import { POST as submitRoute } from "@/app/api/timesheets/[id]/submit/route";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/domain/webhook-events";
import { webhookEventSchema } from "@/lib/schemas/webhook-events";
import { contractors, webhookDeliveries } from "@/server/db/schema";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";
import type { ErrorJson } from "../../support/factories/admin";
import { call } from "../../support/http";
import { deliver, withWebhookReceiver } from "./webhook-fixture";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
});

const w = withWebhookReceiver({ subscribed: true });

/** Runs one action through its route, delivers, and answers the event types the receiver got for it. */
async function eventsOf(action: () => Promise<{ status: number; body: unknown }>): Promise<string[]> {
  const before = w.receiver.messages.length;
  const { status, body } = await action();
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  await deliver(w.s.db);
  return w.receiver.messages.slice(before).map((message) => message.type);
}

const put = (handler: Parameters<typeof call>[0], path: string, id: string, cookie: string, body: unknown) => call(handler, path, { method: "PUT", id, cookie, body });

describe("each event is sent once, by its action, through the real route handlers", () => {
  it("timesheet.submitted", async () => {
    const row = await w.s.setStatuses((await w.s.timesheetOf("amara", -1)).id, { status: "DUE", feeStatus: "PREPARED" });
    const types = await eventsOf(() => call(submitRoute, `/api/timesheets/${row.id}/submit`, { method: "POST", id: row.id, cookie: w.cookies.amara, body: { version: row.version } }));
    expect(types).toEqual(["timesheet.submitted"]);
  });

  it("component.approved, then timesheet.approved with the last component", async () => {
    const row = await w.s.timesheetOf("lukas", -1);
    expect(await eventsOf(() => put(approveRoute, `/api/timesheets/${row.id}/approve-component`, row.id, w.cookies.admin, { component: "TIMESHEET" }))).toEqual(["component.approved"]);
    expect((await eventsOf(() => put(approveRoute, `/api/timesheets/${row.id}/approve-component`, row.id, w.cookies.admin, { component: "EXPENSES" }))).sort()).toEqual([
      "component.approved",
      "timesheet.approved",
    ]);
  });

  it("component.contested and timesheet.contested", async () => {
    const row = await w.s.setStatuses((await w.s.timesheetOf("sofia", -1)).id, { status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "NOT_SUBMITTED" });
    const types = await eventsOf(() => put(contestRoute, `/api/timesheets/${row.id}/contest-component`, row.id, w.cookies.admin, { component: "EXPENSES", reason: "Receipt missing" }));
    expect(types.sort()).toEqual(["component.contested", "timesheet.contested"]);
  });

  it("timesheet.closed and timesheet.reopened", async () => {
    const row = await w.s.timesheetOf("lukas", -2);
    expect(await eventsOf(() => put(closeRoute, `/api/timesheets/${row.id}/close`, row.id, w.cookies.admin, {}))).toEqual(["timesheet.closed"]);
    expect(await eventsOf(() => put(reopenRoute, `/api/timesheets/${row.id}/reopen`, row.id, w.cookies.admin, {}))).toEqual(["timesheet.reopened"]);
  });

  it("review_link.used, beside the component's event, when a reviewer decides through a link", async () => {
    const row = await w.s.setStatuses((await w.s.timesheetOf("amara", -2)).id, { status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "NOT_SUBMITTED", bonusStatus: "NOT_ELIGIBLE" });
    const link = await call<{ data: { url: string } }>(reviewLinkRoute, `/api/timesheets/${row.id}/review-links`, { id: row.id, cookie: w.cookies.admin, body: {} });
    expect(link.status).toBe(201);
    const token = link.body.data.url.split("/review/")[1]!;
    const types = await eventsOf(() => put(reviewerApproveRoute, `/api/timesheet-review/${token}/approve`, token, "", { component: "TIMESHEET" }));
    expect(types.sort()).toEqual(["component.approved", "review_link.used", "timesheet.approved"]);
    const used = w.receiver.messages.find((message) => message.type === "review_link.used")!;
    expect(used.body.data).toMatchObject({ timesheetId: row.id, decision: "APPROVED", actor: { type: "review_link" } });
    // The token is the reviewer's only credential: never in a webhook.
    expect(JSON.stringify(w.receiver.messages)).not.toContain(token);
  });

  it("invoice.issued", async () => {
    const row = await w.s.timesheetOf("lukas", 0);
    const types = await eventsOf(() => call(invoiceRoute, "/api/invoices", { cookie: w.cookies.lukas, body: { timesheetId: row.id, kind: "TIMESHEET" } }));
    expect(types).toEqual(["invoice.issued"]);
    const issued = w.receiver.messages.at(-1)!.body.data;
    expect(issued).toMatchObject({ timesheetId: row.id, kind: "TIMESHEET", billingPeriod: row.billingPeriod.slice(0, 7) });
    expect(issued.amount).toMatch(/^\d+\.\d{2,3}$/);
  });

  it("contractor.invited and contractor.deactivated, with no e-mail, token or bank data", async () => {
    let contractorId = "";
    const invited = await eventsOf(async () => {
      const answer = await call<{ data: { id: string } } & ErrorJson>(inviteRoute, "/api/contractors", { cookie: w.cookies.admin, body: { name: "Hook Person", email: "hook@example.com" } });
      contractorId = answer.body.data.id;
      return answer;
    });
    expect(invited).toEqual(["contractor.invited"]);
    const [profile] = await w.s.db.select().from(contractors).where(eq(contractors.id, contractorId));
    const deactivated = await eventsOf(() => put(updateContractorRoute, `/api/contractors/${contractorId}`, contractorId, w.cookies.admin, { active: false, version: profile!.version }));
    expect(deactivated).toEqual(["contractor.deactivated"]);
    // Deactivating again is no new event.
    const [again] = await w.s.db.select().from(contractors).where(eq(contractors.id, contractorId));
    expect(await eventsOf(() => put(updateContractorRoute, `/api/contractors/${contractorId}`, contractorId, w.cookies.admin, { active: false, version: again!.version }))).toEqual([]);
    expect(JSON.stringify(w.receiver.messages)).not.toContain("hook@example.com");
  });

  it("every event type was sent, each body matches its schema in the OpenAPI document, every message verified", () => {
    const seen = new Set(w.receiver.messages.map((message) => message.type));
    expect([...seen].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const message of w.receiver.messages) {
      webhookEventSchema(message.type as WebhookEventType).parse(message.body);
      expect(message.body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    expect(w.receiver.rejected).toEqual([]);
    expect(new Set(w.receiver.messages.map((message) => message.id)).size).toBe(w.receiver.messages.length);
  });
});

describe("a rolled-back change sends nothing", () => {
  it("events queued in a transaction that fails leave no delivery and reach no receiver", async () => {
    const before = (await w.s.db.select().from(webhookDeliveries)).length;
    const received = w.receiver.messages.length;
    await expect(
      w.s.db.transaction(async (tx) => {
        await fireWebhookEvents(tx, [{ type: "timesheet.submitted", data: { timesheetId: "rolled-back" } }]);
        throw new Error("the change fails after queuing its event");
      }),
    ).rejects.toThrow("the change fails");
    await deliver(w.s.db);
    expect((await w.s.db.select().from(webhookDeliveries)).length).toBe(before);
    expect(w.receiver.messages.length).toBe(received);
  });

  it("a refused submission (stale version) queues nothing", async () => {
    const row = await w.s.setStatuses((await w.s.timesheetOf("lukas", -3)).id, { status: "DUE", feeStatus: "PREPARED" });
    const before = (await w.s.db.select().from(webhookDeliveries)).length;
    const { status } = await call(submitRoute, `/api/timesheets/${row.id}/submit`, { method: "POST", id: row.id, cookie: w.cookies.lukas, body: { version: row.version + 5 } });
    expect(status).toBe(409);
    expect((await w.s.db.select().from(webhookDeliveries)).length).toBe(before);
  });
});
