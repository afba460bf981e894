import "server-only";
import { and, count, eq, gt, lt, max, min, or, type SQL } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import type { DbOrTx } from "@/server/db";
import { rates, timesheetRecords } from "@/server/db/schema";
import type { Refusal } from "@/lib/errors";

export type RateUsage = { frequency: string; records: number; firstDate: IsoDate | null; lastDate: IsoDate | null };

/**
 * How many timesheet records each rate of an engagement period pays, per frequency; with
 * `outside`, only the records dated outside that range (the ones a shorter period would orphan).
 */
export async function rateUsage(
  db: DbOrTx,
  engagementId: string,
  outside?: { startDate: IsoDate; endDate: IsoDate | null },
): Promise<RateUsage[]> {
  let where: SQL | undefined = eq(rates.engagementId, engagementId);
  if (outside) {
    const before = lt(timesheetRecords.date, outside.startDate);
    const range = outside.endDate === null ? before : or(before, gt(timesheetRecords.date, outside.endDate));
    where = and(where, range);
  }
  return db
    .select({
      frequency: rates.frequency,
      records: count(),
      firstDate: min(timesheetRecords.date),
      lastDate: max(timesheetRecords.date),
    })
    .from(timesheetRecords)
    .innerJoin(rates, eq(rates.id, timesheetRecords.rateId))
    .where(where)
    .groupBy(rates.frequency)
    .orderBy(rates.frequency);
}

export function recordsPhrase(usage: RateUsage): Refusal {
  const count = Number(usage.records);
  return usage.firstDate === usage.lastDate
    ? { key: "recordsOnDate", values: { count, date: usage.firstDate ?? "" } }
    : { key: "recordsFromTo", values: { count, from: usage.firstDate ?? "", to: usage.lastDate ?? "" } };
}
