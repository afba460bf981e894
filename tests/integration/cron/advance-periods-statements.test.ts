import { and, count, eq, inArray, lt, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "@/server/db/schema";
import { advancePeriods } from "@/server/services/cron/advance-periods";
import { countStatements } from "../../support/statement-counter";
import { createAdminDatabase } from "../../support/factories/admin";
import { fileFixture } from "../../support/file-fixture";

const s = fileFixture(createAdminDatabase);

async function auditRows(event: string) {
  const [row] = await s.db.select({ n: count() }).from(t.activityLogs).where(eq(t.activityLogs.event, event));
  return row?.n ?? 0;
}

/** Puts every past, unclosed timesheet back IN_PROGRESS and drops next month's: lots for the job to do. */
async function makeWork() {
  await s.db
    .update(t.timesheets)
    .set({ status: "IN_PROGRESS", feeStatus: "IN_PROGRESS" })
    .where(and(lt(t.timesheets.billingPeriod, s.current.toDatabase()), ne(t.timesheets.status, "CLOSED")));
  const next = await s.db.select({ id: t.timesheets.id }).from(t.timesheets).where(eq(t.timesheets.billingPeriod, s.current.next().toDatabase()));
  const ids = next.map((row) => row.id);
  await s.db.delete(t.activityLogs).where(inArray(t.activityLogs.timesheetId, ids));
  await s.db.delete(t.timesheets).where(inArray(t.timesheets.id, ids));
}

describe("advance-periods is set-based (statement counts)", () => {
  it("runs in the same few statements whether one timesheet moves or many, with one audit row per change", async () => {
    await s.setStatuses((await s.timesheetOf("amara", -1)).id, { status: "IN_PROGRESS", feeStatus: "IN_PROGRESS" });
    const one = await countStatements(() => advancePeriods(s.db, s.today));
    expect(one.result.timesheetsAdvanced).toBeGreaterThanOrEqual(1);

    await makeWork();
    const advancedBefore = await auditRows("advance-periods");
    const createdBefore = await auditRows("create-timesheet");
    const many = await countStatements(() => advancePeriods(s.db, s.today));
    expect(many.result.timesheetsAdvanced).toBeGreaterThan(one.result.timesheetsAdvanced);
    expect(many.result.timesheetsCreated).toBeGreaterThanOrEqual(2);

    expect(many.count).toBeLessThanOrEqual(50);
    expect(many.count).toBe(one.count);
    expect((await auditRows("advance-periods")) - advancedBefore).toBe(many.result.timesheetsAdvanced);
    expect((await auditRows("create-timesheet")) - createdBefore).toBe(many.result.timesheetsCreated);
  });

  it("needs at most 5 statements when there is nothing to do, and changes nothing", async () => {
    const before = await s.db.select().from(t.timesheets).orderBy(t.timesheets.id);
    const idle = await countStatements(() => advancePeriods(s.db, s.today));
    expect(idle.result).toEqual({ today: s.today, timesheetsCreated: 0, timesheetsAdvanced: 0, timesheetsOpened: 0, componentsDue: 0 });
    expect(idle.count).toBeLessThanOrEqual(5);
    expect(await s.db.select().from(t.timesheets).orderBy(t.timesheets.id)).toEqual(before);
  });

  it("two runs at once do the work once: no duplicate timesheets, one audit row per change", async () => {
    await makeWork();
    const advancedBefore = await auditRows("advance-periods");
    const createdBefore = await auditRows("create-timesheet");
    const [a, b] = await Promise.all([advancePeriods(s.db, s.today), advancePeriods(s.db, s.today)]);
    const advanced = a.timesheetsAdvanced + b.timesheetsAdvanced;
    const created = a.timesheetsCreated + b.timesheetsCreated;
    // One run found the work, the other (waiting on the lock) found nothing left.
    expect([a.timesheetsAdvanced, b.timesheetsAdvanced]).toContain(0);
    expect(advanced).toBeGreaterThan(0);
    expect(created).toBeGreaterThan(0);
    expect((await auditRows("advance-periods")) - advancedBefore).toBe(advanced);
    expect((await auditRows("create-timesheet")) - createdBefore).toBe(created);
    const next = await s.db.select({ n: count() }).from(t.timesheets).where(eq(t.timesheets.billingPeriod, s.current.next().toDatabase()));
    expect(next[0]?.n).toBe(created);
  });
});
