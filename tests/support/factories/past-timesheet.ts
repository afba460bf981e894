import { eq } from "drizzle-orm";
import type { Database } from "@/server/db";
import { timesheetRecords, timesheets } from "@/server/db/schema";

type StoredTimesheet = typeof timesheets.$inferSelect;

/**
 * A DUE timesheet in a past month of `base`'s engagement, with one record per date at the rate and
 * time of `base`'s first record: a month of its own, so invoice and prepare tests touch nothing
 * the demo data shows elsewhere.
 */
export async function pastDueTimesheet(db: Database, base: StoredTimesheet, billingPeriod: string, dates: readonly string[]) {
  const [record] = await db.select().from(timesheetRecords).where(eq(timesheetRecords.timesheetId, base.id)).limit(1);
  if (!record) throw new Error(`timesheet ${base.id} has no record to copy`);
  const [timesheet] = await db
    .insert(timesheets)
    .values({
      projectEngagementId: base.projectEngagementId,
      contractorId: base.contractorId,
      projectId: base.projectId,
      billingPeriod,
      status: "DUE",
      feeStatus: "DUE",
    })
    .returning();
  if (!timesheet) throw new Error(`no timesheet for ${billingPeriod}`);
  const records = await db
    .insert(timesheetRecords)
    .values(dates.map((date) => ({ timesheetId: timesheet.id, date, rateId: record.rateId, timeAmount: record.timeAmount, timeUnit: record.timeUnit })))
    .returning({ id: timesheetRecords.id });
  return { timesheet, records };
}
