import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { rates, timesheetRecords } from "@/server/db/schema";

/** The work logged on one timesheet, by date, each with the rate it is paid at. */
export async function listTimesheetRecords(db: DbOrTx, { timesheetId }: { timesheetId: string }) {
  return db
    .select({
      id: timesheetRecords.id,
      date: timesheetRecords.date,
      workSummary: timesheetRecords.workSummary,
      counterPart: timesheetRecords.counterPart,
      timeAmount: timesheetRecords.timeAmount,
      timeUnit: timesheetRecords.timeUnit,
      flagged: timesheetRecords.flagged,
      rateFrequency: rates.frequency,
      rateAmount: rates.amount,
      rateCurrency: rates.currency,
    })
    .from(timesheetRecords)
    .innerJoin(rates, eq(rates.id, timesheetRecords.rateId))
    .where(eq(timesheetRecords.timesheetId, timesheetId))
    .orderBy(asc(timesheetRecords.date), asc(timesheetRecords.createdAt), asc(timesheetRecords.id));
}

export type TimesheetRecordRow = Awaited<ReturnType<typeof listTimesheetRecords>>[number];
