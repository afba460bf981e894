import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db";
import * as t from "@/server/db/schema";
import { deliverDueMail } from "@/server/mail/deliver-due-mail";
import { enqueueMail } from "@/tests/support/factories/outbox-mail";
import { createTestDatabase } from "../../support/database";
import { startSmtpServer, testTransport, unusedPort } from "./smtp-test-server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database.dispose();
});

const MINUTE = 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const outboxRow = async (id: string) => (await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.id, id)))[0]!;
/** Timestamps come back in Postgres' text form; "2026-11-22 09:00:00.5+00" → epoch ms. */
const instant = (text: string) => Date.parse(text.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00"));

async function queue(subject: string, to = "someone@example.com") {
  return db.transaction((tx) =>
    enqueueMail(tx, { to, subject, text: `Body of ${subject}\nLine two with ünïcödé and a long link https://settle.example.com/invite/${"a".repeat(60)}`, notificationType: "NEW_USER" }),
  );
}

/** Each test starts with an outbox in which nothing is due any more. */
async function clearOutbox() {
  await db.delete(t.mailOutbox);
}

describe("deliverDueMail", () => {
  it("sends due mail over SMTP and marks it SENT", async () => {
    await clearOutbox();
    const smtp = await startSmtpServer();
    try {
      const id = await queue("Hello over SMTP", "receiver@example.com");
      const now = new Date(Date.now() + 1_000);
      const result = await deliverDueMail(db, testTransport(smtp.port), now);
      expect(result).toEqual({ configured: true, sent: 1, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(["receiver@example.com"]);
      expect(mail.from).toBe("no-reply@localhost");
      expect(mail.subject).toBe("Hello over SMTP");
      expect(mail.text).toBe(`Body of Hello over SMTP\nLine two with ünïcödé and a long link https://settle.example.com/invite/${"a".repeat(60)}`.replace(/\n/g, "\r\n"));
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: "SENT", attempts: 1, lastError: null });
      expect(instant(row.sentAt!)).toBe(now.getTime());
      // Sent mail is not sent again.
      expect(await deliverDueMail(db, testTransport(smtp.port), at(now, 60 * MINUTE))).toMatchObject({ sent: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  it("keeps mail through an outage: attempts, backoff, then SENT when the server is back", async () => {
    await clearOutbox();
    const port = await unusedPort();
    const transport = testTransport(port);
    const id = await queue("Survives an outage");
    const start = new Date(Date.now() + 1_000);

    const first = await deliverDueMail(db, transport, start);
    expect(first).toEqual({ configured: true, sent: 0, retrying: 1, failed: 0 });
    let row = await outboxRow(id);
    expect(row).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(instant(row.nextAttemptAt)).toBe(start.getTime() + MINUTE);

    // Not due yet: nothing is tried.
    expect(await deliverDueMail(db, transport, at(start, 30_000))).toEqual({ configured: true, sent: 0, retrying: 0, failed: 0 });
    expect((await outboxRow(id)).attempts).toBe(1);

    const second = at(start, MINUTE);
    await deliverDueMail(db, transport, second);
    row = await outboxRow(id);
    expect(row).toMatchObject({ status: "PENDING", attempts: 2 });
    expect(instant(row.nextAttemptAt)).toBe(second.getTime() + 5 * MINUTE);

    const smtp = await startSmtpServer(port);
    try {
      const third = at(second, 5 * MINUTE);
      expect(await deliverDueMail(db, transport, third)).toEqual({ configured: true, sent: 1, retrying: 0, failed: 0 });
      row = await outboxRow(id);
      expect(row).toMatchObject({ status: "SENT", attempts: 3, lastError: null });
      expect(smtp.received.map((m) => m.subject)).toEqual(["Survives an outage"]);
    } finally {
      await smtp.stop();
    }
  });

  it("backs off 1 min, 5 min, 30 min, 2 h, 12 h and marks FAILED after 6 attempts", async () => {
    await clearOutbox();
    const transport = testTransport(await unusedPort());
    const id = await queue("Never arrives");
    let now = new Date(Date.now() + 1_000);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await deliverDueMail(db, transport, now);
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: "PENDING", attempts: attempt });
      const next = instant(row.nextAttemptAt);
      waits.push(next - now.getTime());
      now = new Date(next);
    }
    expect(waits).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE]);
    expect(await deliverDueMail(db, transport, now)).toEqual({ configured: true, sent: 0, retrying: 0, failed: 1 });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "FAILED", attempts: 6 });
    expect(row.lastError).toBeTruthy();
    // A FAILED mail is not tried again.
    expect(await deliverDueMail(db, transport, at(now, 24 * 60 * MINUTE))).toMatchObject({ failed: 0, retrying: 0 });
    expect((await outboxRow(id)).attempts).toBe(6);
  });

  it("sends nothing and keeps mail PENDING without a transport (SMTP_HOST not set)", async () => {
    await clearOutbox();
    const id = await queue("Waits in the outbox");
    expect(await deliverDueMail(db, null, new Date(Date.now() + 1_000))).toEqual({ configured: false, sent: 0, retrying: 0, failed: 0 });
    expect(await outboxRow(id)).toMatchObject({ status: "PENDING", attempts: 0, sentAt: null });
  });

  it("sends each mail once when two senders run at the same moment", async () => {
    await clearOutbox();
    const smtp = await startSmtpServer();
    try {
      const ids = [];
      for (let i = 0; i < 6; i++) ids.push(await queue(`Parallel ${i}`));
      const now = new Date(Date.now() + 1_000);
      const [a, b] = await Promise.all([deliverDueMail(db, testTransport(smtp.port), now), deliverDueMail(db, testTransport(smtp.port), now)]);
      expect(a.sent + b.sent).toBe(6);
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(ids.map((_, i) => `Parallel ${i}`).sort());
    } finally {
      await smtp.stop();
    }
  });

  it("queues mail only when the transaction that causes it commits", async () => {
    await clearOutbox();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, { to: "x@example.com", subject: "Rolled back", text: "never", notificationType: "NEW_USER" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.select().from(t.mailOutbox)).toEqual([]);
  });
});
