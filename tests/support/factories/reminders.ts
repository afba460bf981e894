import { and, asc, eq, inArray, like, lte } from "drizzle-orm";
import { addDays, type IsoDate } from "@/lib/domain/dates";
import * as t from "@/server/db/schema";
import { demoEmail, seedDemoDatabase, type DemoKey } from "../seeded";

/** The 1st of a month: the first day after the previous period ended. */
export const FIRST_DAY_AFTER: IsoDate = "2026-10-01";
export const ENDED_PERIOD = "2026-09-15";
/** Two months before the reminders of FIRST_DAY_AFTER: a month that ended before the one that just did. */
export const OLDER_PERIOD = "2026-08-15";

/**
 * The demo company seeded on the day the September period ended, with every timesheet of
 * September and the months before it settled except those a test opens again with `unsettle`.
 */
export async function createRemindersDatabase() {
  const seeded = await seedDemoDatabase({ today: addDays(FIRST_DAY_AFTER, -1) });
  const { db } = seeded;

  async function settleEndedPeriod() {
    await db
      .update(t.timesheets)
      .set({ status: "APPROVED", feeStatus: "APPROVED", expensesStatus: "NOT_SUBMITTED", bonusStatus: "NOT_ELIGIBLE" })
      .where(lte(t.timesheets.billingPeriod, ENDED_PERIOD));
  }

  /** Opens a contractor's timesheet of the period that ended (or of `period`) again. */
  async function unsettle(who: DemoKey, values: Partial<typeof t.timesheets.$inferInsert>, period = ENDED_PERIOD) {
    const contractorId = await seeded.contractorId(demoEmail(who));
    const rows = await db
      .update(t.timesheets)
      .set({ status: "DUE", ...values })
      .where(and(eq(t.timesheets.billingPeriod, period), eq(t.timesheets.contractorId, contractorId)))
      .returning({ id: t.timesheets.id });
    return rows.map((r) => r.id);
  }

  async function outbox(types: string[] = ["DUE_TIMESHEET_FIRST_REMINDER", "DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER"]) {
    return db
      .select()
      .from(t.mailOutbox)
      .where(inArray(t.mailOutbox.notificationType, types))
      .orderBy(asc(t.mailOutbox.toAddress), asc(t.mailOutbox.subject));
  }

  async function digests() {
    return db.select().from(t.mailOutbox).where(like(t.mailOutbox.dedupeKey, "DIGEST:%")).orderBy(asc(t.mailOutbox.toAddress));
  }

  async function admins() {
    return db.select({ id: t.user.id, email: t.user.email }).from(t.user).where(and(eq(t.user.role, "ADMIN"), eq(t.user.active, true)));
  }

  async function clearOutbox() {
    await db.delete(t.mailOutbox);
  }

  return { ...seeded, settleEndedPeriod, unsettle, outbox, digests, admins, clearOutbox };
}
