import { eq } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/domain/dates";
import * as t from "@/server/db/schema";
import { deliverDueMail } from "@/server/mail/deliver-due-mail";
import { runReminders } from "@/server/notifications/reminders/run-reminders";
import { notifyTimesheetApproved } from "@/server/notifications/subscriptions/channel-events";
import { unsubscribeSignature } from "@/server/notifications/subscriptions/unsubscribe-link";
import { startSmtpServer, testTransport } from "../mail/smtp-test-server";
import { demoEmail } from "../../support/seeded";
import { createRemindersDatabase, ENDED_PERIOD, FIRST_DAY_AFTER } from "../../support/factories/reminders";
import { fileFixture } from "../../support/file-fixture";

const s = fileFixture(createRemindersDatabase);

const BASE = "http://localhost:3000";
const links = (mail: ParsedMail) => [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address));

async function deliverAll() {
  const smtp = await startSmtpServer();
  try {
    await deliverDueMail(s.db, testTransport(smtp.port), new Date(Date.now() + 1_000));
    return Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
  } finally {
    await smtp.stop();
  }
}

describe("reminders and digests through a real SMTP server", () => {
  it("delivers the first reminder, the one-week reminder with the admins' copies, and a digest with its unsubscribe link", async () => {
    await s.settleEndedPeriod();
    await s.clearOutbox();
    const [sheet] = await s.unsettle("amara", { feeStatus: "DUE", expensesStatus: "PREPARED" });
    const [amara] = await s.db.select({ id: t.user.id }).from(t.user).where(eq(t.user.email, demoEmail("amara")));

    await runReminders(s.db, FIRST_DAY_AFTER);
    const first = await deliverAll();
    expect(first).toHaveLength(1);
    expect(to(first[0]!)).toEqual([demoEmail("amara")]);
    expect(first[0]!.subject).toBe("September 2026 has ended: settle Grid Modernisation");
    expect(first[0]!.text).toContain("Still to settle: Fee, Expenses.");
    expect(links(first[0]!)).toEqual([`${BASE}/contractor?timesheetId=${sheet}`]);
    expect(first[0]!.html).toContain("Settle September 2026");

    const admins = await s.admins();
    await runReminders(s.db, addDays(FIRST_DAY_AFTER, 7));
    const week = await deliverAll();
    expect(week.flatMap(to).sort()).toEqual([demoEmail("amara"), ...admins.map((a) => a.email)].sort());
    const copy = week.find((m) => to(m)[0] !== demoEmail("amara"))!;
    expect(links(copy)).toEqual([`${BASE}/admin/timesheets?timesheetId=${sheet}`]);
    expect(copy.text).toContain("a week after the period ended");

    // A SCHEDULED approval becomes tomorrow's digest, with a working unsubscribe link.
    await s.db.insert(t.notificationSubscriptions).values({ userId: amara!.id, channel: "TIMESHEET_APPROVED", status: "SUBSCRIBED", timing: "SCHEDULED" })
      .onConflictDoUpdate({ target: [t.notificationSubscriptions.userId, t.notificationSubscriptions.channel], set: { status: "SUBSCRIBED", timing: "SCHEDULED" } });
    await s.db.transaction((tx) => notifyTimesheetApproved(tx, { timesheetId: sheet!, component: "TIMESHEET" }));
    expect(await deliverAll()).toEqual([]);
    const run = await runReminders(s.db, addDays(FIRST_DAY_AFTER, 20));
    expect(run.queued.DIGEST).toBe(1);
    const [digest] = await deliverAll();
    expect(to(digest!)).toEqual([demoEmail("amara")]);
    expect(digest!.subject).toMatch(/^Your Settle digest for \d{4}-\d{2}-\d{2}: 1 update$/);
    expect(digest!.text).toContain("Approved timesheets: Your fee for Grid Modernisation, September 2026, was approved.");
    const unsubscribe = `${BASE}/unsubscribe?user=${amara!.id}&channel=TIMESHEET_APPROVED&signature=${unsubscribeSignature(amara!.id, "TIMESHEET_APPROVED")}`;
    expect(links(digest!)).toEqual([`${BASE}/contractor?timesheetId=${sheet}`, unsubscribe]);
    expect(digest!.text).toContain(unsubscribe);
    expect(ENDED_PERIOD).toBe("2026-09-15");
  });
});
