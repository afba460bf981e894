import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { RATE_FREQUENCIES, TIME_UNITS } from "@/lib/domain/reference";
import type { DbOrTx } from "@/server/db";
import { rates, timesheetRecords } from "@/server/db/schema";
import { stored } from "@/server/services/timesheets/stored-values";

/** The records of every exported timesheet in one query, grouped by timesheet, by date. */
export async function loadFeeRecords(db: DbOrTx, timesheetIds: readonly string[]) {
  const rows = await db
    .select({
      timesheetId: timesheetRecords.timesheetId,
      date: timesheetRecords.date,
      workSummary: timesheetRecords.workSummary,
      counterPart: timesheetRecords.counterPart,
      timeAmount: timesheetRecords.timeAmount,
      timeUnit: timesheetRecords.timeUnit,
      rateId: rates.id,
      frequency: rates.frequency,
      rateAmount: rates.amount,
      currency: rates.currency,
    })
    .from(timesheetRecords)
    .innerJoin(rates, eq(rates.id, timesheetRecords.rateId))
    .where(inArray(timesheetRecords.timesheetId, [...timesheetIds]))
    .orderBy(asc(timesheetRecords.timesheetId), asc(timesheetRecords.date), asc(timesheetRecords.createdAt), asc(timesheetRecords.id));
  const byTimesheet = new Map<string, ExportFeeRecord[]>();
  for (const row of rows) {
    const list = byTimesheet.get(row.timesheetId) ?? [];
    list.push({
      date: row.date,
      workSummary: row.workSummary,
      counterPart: row.counterPart,
      timeAmount: row.timeAmount,
      timeUnit: stored(TIME_UNITS, row.timeUnit, "time unit"),
      rate: { id: row.rateId, frequency: stored(RATE_FREQUENCIES, row.frequency, "rate frequency"), amount: row.rateAmount, currency: row.currency },
    });
    byTimesheet.set(row.timesheetId, list);
  }
  return byTimesheet;
}

export interface ExportFeeRecord {
  date: string;
  workSummary: string;
  counterPart: string;
  timeAmount: string;
  timeUnit: (typeof TIME_UNITS)[number];
  rate: { id: string; frequency: (typeof RATE_FREQUENCIES)[number]; amount: string; currency: string };
}
