import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createContractor } from "@/app/api/contractors/route";
import { POST as sendMail } from "@/app/api/cron/send-mail/route";
import { POST as accept } from "@/app/api/invitations/accept/route";
import { GET as outbox } from "@/app/api/mail-outbox/route";
import type { OutboxMail } from "@/lib/schemas/mail";
import * as t from "@/server/db/schema";
import { deliverDueMail } from "@/server/mail/deliver-due-mail";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { createUser } from "@/server/services/users/create-user";
import { sessionCookie } from "../../support/auth";
import { createTestDatabase } from "../../support/database";
import { API_KEY_HEADERS, call, expectIssue } from "../clients/admin-api";
import { startSmtpServer, testTransport } from "./smtp-test-server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: string;
let contractor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await createUser(database.db, { email: "ada@example.com", name: "Ada Admin", role: "ADMIN", password: "ada-password-1" });
  await createUser(database.db, { email: "carl@example.com", name: "Carl", role: "SUBCONTRACTOR", password: "carl-password-1" });
  admin = await sessionCookie("ada@example.com", "ada-password-1");
  contractor = await sessionCookie("carl@example.com", "carl-password-1");
  for (let i = 1; i <= 5; i++) {
    await enqueueMail(database.db, { to: `r${i}@example.com`, subject: `Mail ${i}`, text: `Text ${i}`, notificationType: "TIMESHEET_CLOSED" });
  }
  await database.db.update(t.mailOutbox).set({ status: "FAILED", attempts: 6, lastError: "550 mailbox unavailable" }).where(eq(t.mailOutbox.subject, "Mail 5"));
});

afterAll(async () => {
  await database.dispose();
});

type Page = { data: OutboxMail[]; pagination: { page: number; pageSize: number; total: number } };

describe("GET /api/mail-outbox", () => {
  it("lists the outbox newest first with paging", async () => {
    const result = await call<Page>(outbox, "/api/mail-outbox?pageSize=2", { cookie: admin });
    expect(result.status).toBe(200);
    expect(result.body.pagination).toEqual({ page: 1, pageSize: 2, total: 5 });
    expect(result.body.data).toHaveLength(2);
    expect(result.body.data[0]).toMatchObject({ notificationType: "TIMESHEET_CLOSED", html: null, sentAt: null });
    expect(result.body.data[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const third = await call<Page>(outbox, "/api/mail-outbox?pageSize=2&page=3", { cookie: admin });
    expect(third.body.data).toHaveLength(1);
    const all = await call<Page>(outbox, "/api/mail-outbox", { cookie: admin });
    expect(new Set(all.body.data.map((m) => m.id)).size).toBe(5);
  });

  it("filters by status", async () => {
    const failed = await call<Page>(outbox, "/api/mail-outbox?status=FAILED", { cookie: admin });
    expect(failed.body.data.map((m) => [m.subject, m.attempts, m.lastError])).toEqual([["Mail 5", 6, "550 mailbox unavailable"]]);
    expect(failed.body.pagination.total).toBe(1);
    expect((await call<Page>(outbox, "/api/mail-outbox?status=PENDING", { cookie: admin })).body.pagination.total).toBe(4);
  });

  it.each([
    ["status=LOST", "status"],
    ["pageSize=101", "pageSize"],
    ["page=0", "page"],
    ["page=abc", "page"],
  ])("refuses ?%s with a 400 naming %s", async (query, path) => {
    expectIssue(await call(outbox, `/api/mail-outbox?${query}`, { cookie: admin }), path);
  });

  it("answers the API key, refuses contractors (403) and the anonymous (401)", async () => {
    expect((await call(outbox, "/api/mail-outbox", { headers: API_KEY_HEADERS })).status).toBe(200);
    expect((await call(outbox, "/api/mail-outbox", { cookie: contractor })).status).toBe(403);
    expect((await call(outbox, "/api/mail-outbox")).status).toBe(401);
  });
});

describe("POST /api/cron/send-mail", () => {
  it("opens only with the cron secret", async () => {
    for (const caller of [{}, { cookie: admin }, { headers: API_KEY_HEADERS }, { headers: { authorization: "Bearer wrong" } }]) {
      expect((await call(sendMail, "/api/cron/send-mail", { method: "POST", ...caller })).status).toBe(401);
    }
  });

  it("without SMTP_HOST sends nothing and leaves mail PENDING", async () => {
    const pendingBefore = (await database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.status, "PENDING"))).length;
    const result = await call(sendMail, "/api/cron/send-mail", { method: "POST", headers: { authorization: "Bearer test-cron-secret" } });
    expect(result).toEqual({ status: 200, body: { data: { configured: false, sent: 0, retrying: 0, failed: 0 } } });
    expect((await database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.status, "PENDING"))).length).toBe(pendingBefore);
  });
});

describe("the invitation e-mail, end to end", () => {
  it("arrives over SMTP with who invited, the link and the expiry, and the link sets the password", async () => {
    await database.db.delete(t.mailOutbox);
    const created = await call<{ data: { id: string } }>(createContractor, "/api/contractors", {
      method: "POST",
      body: { name: "Mia Mailer", email: "mia@example.com" },
      cookie: admin,
    });
    expect(created.status).toBe(201);
    const smtp = await startSmtpServer();
    try {
      const result = await deliverDueMail(database.db, testTransport(smtp.port), new Date(Date.now() + 1_000));
      expect(result.sent).toBe(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(["mia@example.com"]);
      expect(mail.subject).toBe("You are invited to Settle");
      expect(mail.text).toContain("Hello Mia Mailer,");
      expect(mail.text).toContain("Ada Admin invited you to Settle");
      expect(mail.text).toMatch(/The link works once and expires on \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(UTC\)\./);
      const [, token] = /http:\/\/localhost:3000\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
      const accepted = await call(accept, "/api/invitations/accept", { method: "POST", body: { token, password: "mia-password-1" } });
      expect(accepted.status).toBe(200);
      expect(await sessionCookie("mia@example.com", "mia-password-1")).toMatch(/session_token=/);
    } finally {
      await smtp.stop();
    }
  });
});
