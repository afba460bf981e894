import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { CURRENCIES, RATE_FREQUENCIES, TIME_UNITS } from "@/lib/domain/reference";
import type { SavedTimesheetRecord } from "@/lib/schemas/timesheet-records";
import type { DbOrTx } from "@/server/db";
import { rates, timesheetRecords } from "@/server/db/schema";
import { stored } from "@/server/db/sql/stored-values";

/**
 * The records with these ids on one timesheet, as the API shows them, in the order of `ids`.
 * Ids that are not on the timesheet are left out, so callers compare lengths to find them.
 */
export async function presentTimesheetRecords(db: DbOrTx, timesheetId: string, ids: readonly string[]): Promise<SavedTimesheetRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ record: timesheetRecords, rate: { id: rates.id, frequency: rates.frequency, amount: rates.amount, currency: rates.currency } })
    .from(timesheetRecords)
    .innerJoin(rates, eq(rates.id, timesheetRecords.rateId))
    .where(and(eq(timesheetRecords.timesheetId, timesheetId), inArray(timesheetRecords.id, [...ids])));
  const byId = new Map(rows.map(({ record, rate }) => [record.id, presentRecord(record, rate)]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
}

export function presentRecord(
  record: typeof timesheetRecords.$inferSelect,
  rate: { id: string; frequency: string; amount: string; currency: string },
): SavedTimesheetRecord {
  return {
    id: record.id,
    timesheetId: record.timesheetId,
    date: record.date,
    rate: {
      id: rate.id,
      frequency: stored(RATE_FREQUENCIES, rate.frequency, "rate frequency"),
      amount: rate.amount,
      currency: stored(CURRENCIES, rate.currency, "rate currency"),
    },
    workSummary: record.workSummary,
    counterPart: record.counterPart,
    timeAmount: record.timeAmount,
    timeUnit: stored(TIME_UNITS, record.timeUnit, "time unit"),
    flagged: record.flagged,
    version: record.version,
  };
}
