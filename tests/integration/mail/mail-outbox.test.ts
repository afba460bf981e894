import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createContractor } from "@/app/api/contractors/route";
import { POST as sendMail } from "@/app/api/cron/send-mail/route";
import { POST as accept } from "@/app/api/invitations/accept/route";
import { GET as outboxMail } from "@/app/api/mail-outbox/[id]/route";
import { POST as retryMail } from "@/app/api/mail-outbox/[id]/retry/route";
import { GET as outbox } from "@/app/api/mail-outbox/route";
import type { OutboxMail, OutboxMailMessage } from "@/lib/schemas/mail-outbox";
import * as t from "@/server/db/schema";
import { deliverDueMail } from "@/server/mail/deliver-due-mail";
import { enqueueMail } from "@/tests/support/factories/outbox-mail";
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

const LIST_KEYS = ["attempts", "createdAt", "id", "kind", "lastError", "nextAttemptAt", "notificationType", "sentAt", "status", "subject", "to"];

type Page = { data: OutboxMail[]; pagination: { page: number; pageSize: number; total: number } };

describe("GET /api/mail-outbox", () => {
  it("lists the outbox newest first with paging", async () => {
    const result = await call<Page>(outbox, "/api/mail-outbox?pageSize=2", { cookie: admin });
    expect(result.status).toBe(200);
    expect(result.body.pagination).toEqual({ page: 1, pageSize: 2, total: 5 });
    expect(result.body.data).toHaveLength(2);
    expect(result.body.data[0]).toMatchObject({ notificationType: "TIMESHEET_CLOSED", sentAt: null });
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

describe("secrets in the outbox", () => {
  it("the list never carries a body, so no invitation link (nor its token) shows; one mail is read by id", async () => {
    const created = await call<{ data: { id: string } }>(createContractor, "/api/contractors", {
      method: "POST",
      body: { name: "Rhea Redacted", email: "rhea@example.com" },
      cookie: admin,
    });
    expect(created.status).toBe(201);
    for (const caller of [{ cookie: admin }, { headers: API_KEY_HEADERS }]) {
      const listed = await call<Page>(outbox, "/api/mail-outbox?pageSize=100", caller);
      const invitation = listed.body.data.find((mail) => mail.to === "rhea@example.com")!;
      expect(invitation).toMatchObject({ notificationType: "NEW_USER", subject: "You are invited to Settle", status: "PENDING" });
      for (const mail of listed.body.data) expect(Object.keys(mail).sort()).toEqual(LIST_KEYS);
      expect(JSON.stringify(listed.body)).not.toMatch(/\/invite\/|Choose your password/);
    }
    const [stored] = await database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, "rhea@example.com"));
    const [, token] = /\/invite\/([A-Za-z0-9_-]+)/.exec(stored!.textBody)!;
    const listed = await call<Page>(outbox, "/api/mail-outbox?pageSize=100", { cookie: admin });
    expect(JSON.stringify(listed.body)).not.toContain(token!);

    const read = await call<{ data: OutboxMailMessage }>(outboxMail, `/api/mail-outbox/${stored!.id}`, { id: stored!.id, cookie: admin });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: stored!.id, to: "rhea@example.com", status: "PENDING" });
    expect(read.body.data.text).toContain(`/invite/${token}`);
    expect(read.body.data.html).toContain(`/invite/${token}`);
  });

  it("reading one mail is for admins only, and an unknown or malformed id is 404", async () => {
    const [stored] = await database.db.select().from(t.mailOutbox).limit(1);
    const path = `/api/mail-outbox/${stored!.id}`;
    expect((await call(outboxMail, path, { id: stored!.id, cookie: contractor })).status).toBe(403);
    expect((await call(outboxMail, path, { id: stored!.id })).status).toBe(401);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call(outboxMail, `/api/mail-outbox/${unknown}`, { id: unknown, cookie: admin })).status).toBe(404);
    expect((await call(outboxMail, "/api/mail-outbox/nope", { id: "nope", cookie: admin })).status).toBe(404);
  });
});

describe("POST /api/mail-outbox/{id}/retry", () => {
  it("puts a FAILED mail back in the queue with fresh attempts; anything else is 409 and unchanged", async () => {
    await enqueueMail(database.db, { to: "f@example.com", subject: "Failing", text: "x", notificationType: "TIMESHEET_CLOSED" });
    const [failing] = await database.db
      .update(t.mailOutbox)
      .set({ status: "FAILED", attempts: 6, lastError: "550 no such user" })
      .where(eq(t.mailOutbox.subject, "Failing"))
      .returning();
    const retried = await call<{ data: OutboxMail }>(retryMail, "/x", { method: "POST", id: failing!.id, cookie: admin });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ id: failing!.id, status: "PENDING", attempts: 0 });
    expect(Object.keys(retried.body.data).sort()).toEqual(LIST_KEYS);

    const again = await call<{ error: { code: string; message: string } }>(retryMail, "/x", { method: "POST", id: failing!.id, cookie: admin });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Only a failed mail can be retried; this one is not FAILED.");
    expect((await call(retryMail, "/x", { method: "POST", id: failing!.id, cookie: contractor })).status).toBe(403);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call(retryMail, "/x", { method: "POST", id: unknown, cookie: admin })).status).toBe(404);
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
