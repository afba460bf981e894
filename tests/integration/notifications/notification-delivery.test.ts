import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from "@/server/db/connection";
import * as t from "@/server/db/schema";
import { deliverDueMail } from "@/server/mail/deliver-due-mail";
import type { MailMessage, MailTransport } from "@/server/mail/mail-transport";
import { enqueueNotifications, type AnyNotification } from "@/server/notifications/enqueue-notifications";
import { startSmtpServer, testTransport, unusedPort } from "../mail/smtp-test-server";
import { createTestDatabase } from "../../support/database";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
/** A second app process: on PostgreSQL its own connection pool to the same database. */
let second: DatabaseHandle | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  if (process.env.TEST_DATABASE_URL) {
    const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${row!.name}`;
    second = await openDatabase({ url: url.toString(), maxConnections: 4 });
  }
});

afterAll(async () => {
  await second?.close();
  await database.dispose();
});

const TOKEN = (i: number) => `tok${String(i).padStart(40, "0")}`;

/** n review mails, each with its own secret link, queued in one transaction. */
async function queue(n: number, prefix: string) {
  const mails: AnyNotification[] = Array.from({ length: n }, (_, i) => ({
    type: "TIMESHEET_REVIEW" as const,
    to: `reviewer${i}@example.com`,
    language: "en" as const,
    data: {
      timesheetId: "11111111-1111-4111-8111-111111111111",
      period: "November 2026",
      project: `${prefix} ${i}`,
      contractorName: "Amara Okafor",
      amounts: [{ amount: "1234.5", currency: "EUR" }],
      recipientName: `Reviewer ${i}`,
      reviewLink: `http://localhost:3000/review/${TOKEN(i)}`,
    },
    secret: TOKEN(i),
  }));
  await db.transaction((tx) => enqueueNotifications(tx, mails));
}

/** Lets each send take a turn of the event loop, so two workers' claims and sends interleave. */
function interleaving(transport: MailTransport): MailTransport {
  return { sendMail: async (message: MailMessage) => (await new Promise((resolve) => setImmediate(resolve)), transport.sendMail(message)) };
}

describe("delivery of templated mail", () => {
  it("two workers on one database deliver every message exactly once, secrets put back", async () => {
    await db.delete(t.mailOutbox);
    const n = 60;
    await queue(n, "Exactly once");
    const smtp = await startSmtpServer();
    try {
      const now = new Date(Date.now() + 1_000);
      const [a, b] = await Promise.all([
        deliverDueMail(db, interleaving(testTransport(smtp.port)), now),
        deliverDueMail(second?.db ?? db, interleaving(testTransport(smtp.port)), now),
      ]);
      expect(a.sent + b.sent).toBe(n);
      expect(a.retrying + b.retrying + a.failed + b.failed).toBe(0);
      expect(smtp.received).toHaveLength(n);
      const parsed = await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
      const subjects = parsed.map((mail) => mail.subject);
      expect(new Set(subjects).size).toBe(n);
      for (const mail of parsed) {
        const i = Number(/Exactly once (\d+)$/.exec(mail.subject ?? "")![1]);
        expect(mail.to).toMatchObject({ value: [{ address: `reviewer${i}@example.com` }] });
        expect(mail.text).toContain(`http://localhost:3000/review/${TOKEN(i)}`);
        expect(String(mail.html)).toContain(`href="http://localhost:3000/review/${TOKEN(i)}"`);
        expect(mail.text).toContain("€1,234.50");
      }
      const rows = await db.select().from(t.mailOutbox);
      expect(rows.every((row) => row.status === "SENT" && row.attempts === 1)).toBe(true);
      expect(JSON.stringify(rows)).not.toContain("tok000");
    } finally {
      await smtp.stop();
    }
  });

  it("loses nothing while the mail server is down and sends everything once when it is back", async () => {
    await db.delete(t.mailOutbox);
    const n = 12;
    await queue(n, "Outage");
    const port = await unusedPort();
    const start = new Date(Date.now() + 1_000);
    const down = await deliverDueMail(db, testTransport(port), start);
    expect(down).toEqual({ configured: true, sent: 0, retrying: n, failed: 0 });
    const waiting = await db.select().from(t.mailOutbox);
    expect(waiting.every((row) => row.status === "PENDING" && row.attempts === 1 && row.lastError !== null)).toBe(true);

    const smtp = await startSmtpServer(port);
    try {
      const back = await deliverDueMail(db, testTransport(port), new Date(start.getTime() + 2 * 60_000));
      expect(back).toEqual({ configured: true, sent: n, retrying: 0, failed: 0 });
      const parsed = await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
      expect(parsed.map((mail) => mail.subject).sort()).toEqual(
        Array.from({ length: n }, (_, i) => `Please review Amara Okafor's November 2026 on Outage ${i}`).sort(),
      );
      // And nothing more later.
      expect(await deliverDueMail(db, testTransport(port), new Date(start.getTime() + 24 * 3600_000))).toMatchObject({ sent: 0 });
      expect(smtp.received).toHaveLength(n);
      expect(await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.status, "SENT"))).toHaveLength(n);
    } finally {
      await smtp.stop();
    }
  });

  it("fails a mail whose sealed secret was tampered with rather than sending a broken link", async () => {
    await db.delete(t.mailOutbox);
    await queue(1, "Tampered");
    await db.update(t.mailOutbox).set({ sealedSecret: sql`${t.mailOutbox.sealedSecret} || 'x'` });
    const smtp = await startSmtpServer();
    try {
      const result = await deliverDueMail(db, testTransport(smtp.port), new Date(Date.now() + 1_000));
      expect(result).toMatchObject({ sent: 0, retrying: 1 });
      expect(smtp.received).toHaveLength(0);
      const [row] = await db.select().from(t.mailOutbox);
      expect(row!.lastError).toMatch(/sealed|auth|decrypt/i);
    } finally {
      await smtp.stop();
    }
  });
});
