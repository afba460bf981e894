import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as outbox } from "@/app/api/mail-outbox/route";
import type { OutboxMail } from "@/lib/schemas/mail-outbox";
import * as t from "@/server/db/schema";
import { enqueueMail } from "@/tests/support/factories/outbox-mail";
import { sendDailyDigests } from "@/server/notifications/subscriptions/daily-digest";
import { notifyChannelEach } from "@/server/notifications/subscriptions/notify-channel";
import { createUser } from "@/server/services/users/create-user";
import { sessionCookie } from "../../support/auth";
import { createTestDatabase } from "../../support/database";
import { call } from "../clients/admin-api";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await createUser(database.db, { email: "ada@example.com", name: "Ada Admin", role: "ADMIN", password: "ada-password-1" });
  const carl = await createUser(database.db, { email: "carl@example.com", name: "Carl", role: "SUBCONTRACTOR", password: "carl-password-1" });
  admin = await sessionCookie("ada@example.com", "ada-password-1");
  await enqueueMail(database.db, { to: "r@example.com", subject: "Closed", text: "Closed.", notificationType: "TIMESHEET_CLOSED" });
  // A channel's mail sent at once (the default timing), and a line for the daily digest.
  await database.db.transaction((tx) =>
    notifyChannelEach(
      tx,
      "TIMESHEET_APPROVED",
      new Map([[carl.id, () => ({ subject: "Approved", paragraphs: ["Your fee was approved."], path: "/contractor", actionLabel: "Open", summary: "Fee approved" })]]),
    ),
  );
  await database.db.insert(t.scheduledNotifications).values({ userId: carl.id, channel: "TIMESHEET_APPROVED", summary: "Fee approved", path: "/contractor" });
  expect(await sendDailyDigests(database.db, "2026-11-24")).toBe(1);
});

afterAll(async () => {
  await database.dispose();
});

describe("GET /api/mail-outbox: the kind of each mail", () => {
  it("names the daily digest and a channel's mail, which have no notification type, beside the typed mails", async () => {
    const result = await call<{ data: OutboxMail[] }>(outbox, "/api/mail-outbox", { cookie: admin });
    expect(result.status).toBe(200);
    const kinds = result.body.data.map((mail) => [mail.subject.startsWith("Your Settle digest") ? "digest" : mail.subject, mail.notificationType, mail.kind]);
    expect(kinds.sort()).toEqual(
      [
        ["Approved", null, "CHANNEL_EVENT"],
        ["Closed", "TIMESHEET_CLOSED", "TIMESHEET_CLOSED"],
        ["digest", null, "DAILY_DIGEST"],
      ].sort(),
    );
    // The key that gave the kind is not shown: the digest's names a person.
    expect(Object.keys(result.body.data[0]!)).not.toContain("dedupeKey");
  });
});
