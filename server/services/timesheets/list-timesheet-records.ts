import "server-only";
import { asc, eq } from "drizzle-orm";
import { CURRENCIES, RATE_FREQUENCIES, TIME_UNITS } from "@/lib/domain/reference";
import type { TimesheetRecord } from "@/lib/schemas/timesheets";
import type { DbOrTx } from "@/server/db";
import { rates, timesheetRecords } from "@/server/db/schema";
import { stored } from "./stored-values";

/** The records of one timesheet with their rates, by date; message threads are added by the caller. */
export async function listTimesheetRecords(db: DbOrTx, timesheetId: string): Promise<Omit<TimesheetRecord, "messageThread">[]> {
  const rows = await db
    .select({
      id: timesheetRecords.id,
      timesheetId: timesheetRecords.timesheetId,
      date: timesheetRecords.date,
      workSummary: timesheetRecords.workSummary,
      counterPart: timesheetRecords.counterPart,
      timeAmount: timesheetRecords.timeAmount,
      timeUnit: timesheetRecords.timeUnit,
      flagged: timesheetRecords.flagged,
      version: timesheetRecords.version,
      rateId: rates.id,
      frequency: rates.frequency,
      amount: rates.amount,
      currency: rates.currency,
    })
    .from(timesheetRecords)
    .innerJoin(rates, eq(rates.id, timesheetRecords.rateId))
    .where(eq(timesheetRecords.timesheetId, timesheetId))
    .orderBy(asc(timesheetRecords.date), asc(timesheetRecords.createdAt), asc(timesheetRecords.id));
  return rows.map(({ rateId, frequency, amount, currency, timeUnit, ...record }) => ({
    ...record,
    timeUnit: stored(TIME_UNITS, timeUnit, "time unit"),
    rate: {
      id: rateId,
      frequency: stored(RATE_FREQUENCIES, frequency, "rate frequency"),
      amount,
      currency: stored(CURRENCIES, currency, "rate currency"),
    },
  }));
}
