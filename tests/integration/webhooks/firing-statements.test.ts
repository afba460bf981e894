import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as inviteRoute } from "@/app/api/contractors/route";
import { PUT as approveRoute } from "@/app/api/timesheets/[id]/approve-component/route";
import { POST as submitRoute } from "@/app/api/timesheets/[id]/submit/route";
import type { Actor } from "@/server/auth/actor";
import { webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { batchClosing } from "@/server/services/decisions/batch-closing";
import { WEBHOOK_EVENT_TYPES } from "@/lib/domain/webhook-events";
import { createAdminDatabase, type AdminDatabase } from "../../support/factories/admin";
import { call } from "../../support/http";
import { DEMO_PEOPLE, signInEach, type DemoPerson } from "../../support/seeded";
import { countStatements } from "../../support/statement-counter";

/**
 * Firing costs at most one statement per change, whatever the number of endpoints and events:
 * the one insert ... select into webhook_deliveries, and no other statement touches the
 * webhook tables on the way.
 */
let s: AdminDatabase;
let cookies: Record<DemoPerson, string>;
const service: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "API", email: null, contractorId: null };

beforeAll(async () => {
  s = await createAdminDatabase();
  cookies = await signInEach(DEMO_PEOPLE);
  await s.db.insert(webhookEndpoints).values(
    Array.from({ length: 6 }, (_, index) => ({ url: `http://127.0.0.1:9/${index}`, eventTypes: [...WEBHOOK_EVENT_TYPES], sealedSecret: "unused-in-this-test" })),
  );
});

afterAll(async () => {
  await s.database.dispose();
});

const deliveries = async () => (await s.db.select({ n: count() }).from(webhookDeliveries))[0]!.n;

function expectOneWebhookStatement(statements: string[]) {
  const touching = statements.filter((query) => /webhook_/i.test(query));
  expect(touching).toHaveLength(1);
  expect(touching[0]).toMatch(/^insert into webhook_deliveries/i);
}

describe("firing adds one statement per change", () => {
  it("a submission: one event to six endpoints in one insert", async () => {
    const row = await s.setStatuses((await s.timesheetOf("amara", -1)).id, { status: "DUE", feeStatus: "PREPARED" });
    const before = await deliveries();
    const { result, statements } = await countStatements(() => call(submitRoute, `/api/timesheets/${row.id}/submit`, { method: "POST", id: row.id, cookie: cookies.amara, body: { version: row.version } }));
    expect(result.status).toBe(200);
    expectOneWebhookStatement(statements);
    expect((await deliveries()) - before).toBe(6);
  });

  it("the approval that approves the timesheet: two events to six endpoints in one insert", async () => {
    const row = await s.timesheetOf("lukas", -1);
    await call(approveRoute, `/api/timesheets/${row.id}/approve-component`, { method: "PUT", id: row.id, cookie: cookies.admin, body: { component: "TIMESHEET" } });
    const before = await deliveries();
    const { result, statements } = await countStatements(() => call(approveRoute, `/api/timesheets/${row.id}/approve-component`, { method: "PUT", id: row.id, cookie: cookies.admin, body: { component: "EXPENSES" } }));
    expect(result.status).toBe(200);
    expectOneWebhookStatement(statements);
    expect((await deliveries()) - before).toBe(12);
  });

  it("a batch close: every closed timesheet's event in one insert", async () => {
    const ids = [(await s.timesheetOf("lukas", -2)).id, (await s.timesheetOf("amara", -2)).id];
    const before = await deliveries();
    const { result, statements } = await countStatements(() => batchClosing(s.db, service, { ids }, "close", s.today));
    expect(result.changed).toBeGreaterThan(0);
    expectOneWebhookStatement(statements);
    expect((await deliveries()) - before).toBe(6 * result.changed);
  });

  it("an invitation", async () => {
    const { result, statements } = await countStatements(() => call(inviteRoute, "/api/contractors", { cookie: cookies.admin, body: { name: "Counted Person", email: "counted@example.com" } }));
    expect(result.status).toBe(201);
    expectOneWebhookStatement(statements);
  });
});
