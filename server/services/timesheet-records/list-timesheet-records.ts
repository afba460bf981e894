import "server-only";
import { asc, eq } from "drizzle-orm";
import { CURRENCIES, RATE_FREQUENCIES, TIME_UNITS } from "@/lib/domain/reference";
import type { TimesheetRecord } from "@/lib/schemas/timesheets";
import type { DbOrTx } from "@/server/db";
import { rates, timesheetRecords } from "@/server/db/schema";
import { anyOfIds } from "@/server/db/sql/ids-in";
import { stored } from "@/server/db/sql/stored-values";

export type ListedTimesheetRecord = Omit<TimesheetRecord, "messageThread">;

/** The records of one timesheet with their rates, by date; message threads are added by the caller. */
export async function listTimesheetRecords(db: DbOrTx, timesheetId: string): Promise<ListedTimesheetRecord[]> {
  return (await listTimesheetRecordsOf(db, [timesheetId])).get(timesheetId) ?? [];
}

/** The same for any number of timesheets in one query, keyed by timesheet; one without records is left out. */
export async function listTimesheetRecordsOf(db: DbOrTx, timesheetIds: readonly string[]): Promise<Map<string, ListedTimesheetRecord[]>> {
  const byTimesheet = new Map<string, ListedTimesheetRecord[]>();
  if (timesheetIds.length === 0) return byTimesheet;
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
    .where(anyOfIds(timesheetRecords.timesheetId, timesheetIds))
    .orderBy(asc(timesheetRecords.timesheetId), asc(timesheetRecords.date), asc(timesheetRecords.createdAt), asc(timesheetRecords.id));
  for (const { rateId, frequency, amount, currency, timeUnit, ...record } of rows) {
    const list = byTimesheet.get(record.timesheetId) ?? [];
    list.push({
      ...record,
      timeUnit: stored(TIME_UNITS, timeUnit, "time unit"),
      rate: {
        id: rateId,
        frequency: stored(RATE_FREQUENCIES, frequency, "rate frequency"),
        amount,
        currency: stored(CURRENCIES, currency, "rate currency"),
      },
    });
    byTimesheet.set(record.timesheetId, list);
  }
  return byTimesheet;
}
