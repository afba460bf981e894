import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as remindersByGet, POST as reminders } from "@/app/api/cron/reminders/route";
import { addDays } from "@/lib/domain/dates";
import { remindersResponse } from "@/lib/schemas/notifications";
import * as t from "@/server/db/schema";
import { runReminders } from "@/server/notifications/reminders/run-reminders";
import { call, type ErrorJson } from "../../support/http";
import { ADMIN_API_KEY_HEADERS, demoEmail } from "../../support/seeded";
import { createRemindersDatabase, FIRST_DAY_AFTER, OLDER_PERIOD } from "../../support/factories/reminders";
import { fileFixture } from "../../support/file-fixture";

const s = fileFixture(createRemindersDatabase);

beforeEach(async () => {
  await s.clearOutbox();
  await s.settleEndedPeriod();
});

const run = (headers: Record<string, string>) => call<ErrorJson>(reminders, "/api/cron/reminders", { method: "POST", headers, origin: null });

describe("POST /api/cron/reminders: who may run it", () => {
  it("refuses a missing or wrong secret, the admin API key and a Basic header with 401, queueing nothing", async () => {
    await s.unsettle("amara", { feeStatus: "DUE" });
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer wrong" }, ADMIN_API_KEY_HEADERS, { authorization: "Basic test-cron-secret" }];
    for (const headers of attempts) {
      const { status, body } = await run(headers);
      expect(status).toBe(401);
      expect(body.error).toEqual({ code: "UNAUTHENTICATED", key: "invalidCronSecret", message: "Invalid cron secret." });
    }
    expect(await s.outbox()).toEqual([]);
  });

  it("with the cron secret answers what it queued, in the documented shape", async () => {
    const { status, body } = await call(reminders, "/api/cron/reminders", { method: "POST", headers: { authorization: "Bearer test-cron-secret" }, origin: null });
    expect(status).toBe(200);
    expect(() => remindersResponse.parse(body)).not.toThrow();
  });

  it("answers GET the same way, for Vercel Cron (which sends the Bearer secret with GET), and refuses it without the secret", async () => {
    expect((await call(remindersByGet, "/api/cron/reminders", { headers: {}, origin: null })).status).toBe(401);
    const { status, body } = await call(remindersByGet, "/api/cron/reminders", { headers: { authorization: "Bearer test-cron-secret" }, origin: null });
    expect(status).toBe(200);
    expect(() => remindersResponse.parse(body)).not.toThrow();
  });
});

describe("reminders on chosen dates", () => {
  it("the first day after a period ends: one first reminder per unsettled timesheet, to its contractor only", async () => {
    const [amaraSheet] = await s.unsettle("amara", { feeStatus: "DUE" });
    await s.unsettle("lukas", { feeStatus: "SUBMITTED", expensesStatus: "CONTESTED", status: "CONTESTED" });
    // Settled, or closed with something left open: no reminder.
    await s.unsettle("sofia", { status: "CLOSED", feeStatus: "DUE" });

    const result = await runReminders(s.db, FIRST_DAY_AFTER);
    expect(result.queued).toEqual({ DUE_TIMESHEET_FIRST_REMINDER: 2, DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER: 0, DIGEST: 0 });
    const mails = await s.outbox();
    expect(mails.map((m) => m.toAddress)).toEqual([demoEmail("amara"), demoEmail("lukas")]);
    const [amara, lukas] = mails;
    expect(amara!.subject).toBe("September 2026 has ended: settle Grid Modernisation");
    expect(amara!.textBody).toContain("Still to settle: Fee.");
    expect(amara!.textBody).toContain(`/contractor?timesheetId=${amaraSheet}`);
    expect(lukas!.textBody).toContain("Still to settle: Expenses.");
    expect(amara!.dedupeKey).toBe(`DUE_TIMESHEET_FIRST_REMINDER:${amaraSheet}:${await userIdOf("amara")}:${FIRST_DAY_AFTER}`);
  });

  it("running twice, or again later that week, queues nothing new; a week later the second reminder copies every admin", async () => {
    await s.unsettle("amara", { feeStatus: "DUE" });
    await runReminders(s.db, FIRST_DAY_AFTER);
    const again = await runReminders(s.db, FIRST_DAY_AFTER);
    const later = await runReminders(s.db, addDays(FIRST_DAY_AFTER, 3));
    expect(again.queued.DUE_TIMESHEET_FIRST_REMINDER).toBe(0);
    expect(later.queued.DUE_TIMESHEET_FIRST_REMINDER).toBe(0);
    expect(await s.outbox()).toHaveLength(1);

    const admins = await s.admins();
    expect(admins.length).toBeGreaterThan(0);
    const week = await runReminders(s.db, addDays(FIRST_DAY_AFTER, 7));
    expect(week.queued).toEqual({ DUE_TIMESHEET_FIRST_REMINDER: 0, DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER: 1 + admins.length, DIGEST: 0 });
    const second = await s.outbox(["DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER"]);
    expect(second.map((m) => m.toAddress).sort()).toEqual([demoEmail("amara"), ...admins.map((a) => a.email)].sort());
    const copy = second.find((m) => m.toAddress === admins[0]!.email)!;
    expect(copy.subject).toMatch(/^Copy: .+ has not settled September 2026 on Grid Modernisation$/);
    expect(second.find((m) => m.toAddress === demoEmail("amara"))!.subject).toBe("Reminder: September 2026 on Grid Modernisation is still not settled");
    expect((await runReminders(s.db, addDays(FIRST_DAY_AFTER, 7))).queued.DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER).toBe(0);
  });

  it("reminds an older month still unsettled on the 1st and the 8th too, and the admins' one copy lists every timesheet", async () => {
    const [august] = await s.unsettle("amara", { feeStatus: "DUE" }, OLDER_PERIOD);
    const [september] = await s.unsettle("lukas", { feeStatus: "DUE" });

    const first = await runReminders(s.db, FIRST_DAY_AFTER);
    expect(first.queued.DUE_TIMESHEET_FIRST_REMINDER).toBe(2);
    const [amara, lukas] = await s.outbox();
    expect([amara!.toAddress, lukas!.toAddress]).toEqual([demoEmail("amara"), demoEmail("lukas")]);
    expect(amara!.subject).toBe("August 2026 has ended: settle Grid Modernisation");
    expect(amara!.textBody).toContain(`/contractor?timesheetId=${august}`);
    expect(lukas!.subject).toBe("September 2026 has ended: settle Data Platform Migration");

    const admins = await s.admins();
    const week = await runReminders(s.db, addDays(FIRST_DAY_AFTER, 7));
    expect(week.queued.DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER).toBe(2 + admins.length);
    const second = await s.outbox(["DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER"]);
    expect(second.find((m) => m.toAddress === demoEmail("amara"))!.textBody).toContain(`/contractor?timesheetId=${august}`);
    const copies = second.filter((m) => admins.some((admin) => admin.email === m.toAddress));
    expect(copies).toHaveLength(admins.length);
    for (const copy of copies) {
      expect(copy.subject).toBe("Copy: 2 timesheets are still not settled");
      expect(copy.textBody).toContain("August 2026 on Grid Modernisation");
      expect(copy.textBody).toContain("September 2026 on Data Platform Migration");
      expect(copy.textBody).toContain(`/admin/timesheets?timesheetId=${august}`);
      expect(copy.textBody).toContain(`/admin/timesheets?timesheetId=${september}`);
    }
    expect((await runReminders(s.db, addDays(FIRST_DAY_AFTER, 8))).queued.DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER).toBe(0);
  });

  it("queues nothing in the middle of a month, or for a timesheet settled before the reminder", async () => {
    await s.unsettle("amara", { feeStatus: "DUE" });
    expect((await runReminders(s.db, addDays(FIRST_DAY_AFTER, 14))).queued).toEqual({ DUE_TIMESHEET_FIRST_REMINDER: 0, DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER: 0, DIGEST: 0 });
    expect((await runReminders(s.db, addDays(FIRST_DAY_AFTER, -1))).queued.DUE_TIMESHEET_FIRST_REMINDER).toBe(0);
    await s.settleEndedPeriod();
    expect((await runReminders(s.db, FIRST_DAY_AFTER)).queued.DUE_TIMESHEET_FIRST_REMINDER).toBe(0);
    expect(await s.outbox()).toEqual([]);
  });

  it("two runs at the same time queue each reminder once", async () => {
    await s.unsettle("amara", { feeStatus: "DUE" });
    await s.unsettle("lukas", { feeStatus: "IN_PROGRESS" });
    const [a, b] = await Promise.all([runReminders(s.db, FIRST_DAY_AFTER), runReminders(s.db, FIRST_DAY_AFTER)]);
    expect(a.queued.DUE_TIMESHEET_FIRST_REMINDER + b.queued.DUE_TIMESHEET_FIRST_REMINDER).toBe(2);
    expect(await s.outbox()).toHaveLength(2);
  });
});

async function userIdOf(who: "amara") {
  const [row] = await s.db.select({ id: t.user.id }).from(t.user).where(eq(t.user.email, demoEmail(who)));
  return row!.id;
}
