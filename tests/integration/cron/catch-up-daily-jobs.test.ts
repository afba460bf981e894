import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getTimesheet } from "@/app/api/timesheets/[id]/route";
import { addDays } from "@/lib/domain/dates";
import { getDb, runBeforeDatabaseUse } from "@/server/db";
import * as t from "@/server/db/schema";
import { catchUpDailyJobs, forgetCatchUp } from "@/server/services/cron/catch-up-daily-jobs";
import { call, createAdminDatabase, type AdminDatabase } from "../../support/factories/admin";
import { demoEmail } from "../../support/seeded";
import { countStatements } from "../../support/statement-counter";

let s: AdminDatabase;

beforeAll(async () => {
  s = await createAdminDatabase();
  forgetCatchUp();
  // What server/startup.ts installs in the served process.
  runBeforeDatabaseUse((db) => catchUpDailyJobs(db));
});

afterAll(async () => {
  runBeforeDatabaseUse(undefined);
  forgetCatchUp();
  await s.database.dispose();
});

describe("the daily job catches up by itself", () => {
  it("on the first request of a business day: a month the cron never opened answers in the status of its place in time", async () => {
    // As on an install whose cron never ran: last month still open, this month not opened.
    const last = await s.setStatuses((await s.timesheetOf("lukas", -1)).id, { status: "IN_PROGRESS", feeStatus: "IN_PROGRESS" });
    const running = await s.setStatuses((await s.timesheetOf("lukas", 0)).id, { status: "INITIALIZED", feeStatus: "ELIGIBLE" });
    const cookie = await s.cookieOf("lukas");

    const read = (id: string) => call<{ data: { status: string; feeStatus: string } }>(getTimesheet, `/api/timesheets/${id}`, { cookie, params: { id } });
    expect((await read(running.id)).body.data).toMatchObject({ status: "IN_PROGRESS" });
    expect((await read(last.id)).body.data).toMatchObject({ status: "DUE", feeStatus: "DUE" });
    expect((await s.auditOf(running.id)).at(-1)).toMatchObject({ event: "advance-periods", actorLabel: "Cron: advance-periods" });
  });

  it("costs nothing on the later requests of the same day", async () => {
    const { count } = await countStatements(() => getDb());
    expect(count).toBe(0);
  });

  it("runs again when the business day changes, and concurrent callers of a day share one run", async () => {
    const tomorrow = addDays(s.today, 1);
    const db = await getDb();
    const { count } = await countStatements(async () => {
      const first = catchUpDailyJobs(db, tomorrow);
      const second = catchUpDailyJobs(db, tomorrow);
      expect(second).toBe(first);
      await Promise.all([first, second]);
    });
    // At least the period job's three statements (the lock, the creation, the move).
    expect(count).toBeGreaterThanOrEqual(3);
  });

  it("on the 1st, the month that just ended is due and its reminders are in the outbox, with no cron", async () => {
    const firstOfNext = s.current.next().firstDay();
    const running = await s.timesheetOf("amara", 0);
    await s.db.delete(t.mailOutbox);
    await catchUpDailyJobs(await getDb(), firstOfNext);
    expect(await s.timesheet(running.id)).toMatchObject({ status: "DUE" });
    const reminders = await s.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.notificationType, "DUE_TIMESHEET_FIRST_REMINDER"));
    expect(reminders.map((row) => row.toAddress)).toContain(demoEmail("amara"));
  });
});
