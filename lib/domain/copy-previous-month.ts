/**
 * Copy from the previous month (spec point 5): each record moves to the next month on the same
 * weekday, as near as possible to the same day of the month, and takes the rate of its
 * frequency in force on the new date. What cannot be copied is returned with the reason.
 */
import { BillingPeriod, toBillingPeriod, type BillingPeriodInput } from "./billing-period";
import { addDays, daysInMonth, formatIsoDate, parseIsoDate, weekdayIndex, type IsoDate } from "./dates";
import { findRate, noRateFoundMessage, type EngagementWithRates, type RateLike } from "./rates";
import type { TimeUnit } from "./reference";
import type { Refusal } from "@/lib/errors";

/**
 * A weekday is always within three days of any date, so the nearest match never moves a
 * record by more than this; the spec forbids offsets of 7 or more.
 */
export const MAX_WEEKDAY_OFFSET = 3;

export type CopyableRecord = { id?: string; date: IsoDate; timeUnit: TimeUnit; rate: RateLike | null };
export type CopyDropReason = "NO_RATE" | "OUTSIDE_MONTH" | "DUPLICATE_DAY" | "NO_RATE_AT_DATE";
export type DroppedRecord<R> = { record: R; reason: CopyDropReason; message: Refusal };
/** The copy keeps everything but the id, and gets a new date and the rate in force there. */
export type CopiedRecord<R, Rate> = Omit<R, "id" | "date" | "rate"> & { date: IsoDate; rate: Rate };

export type CopyInput<R extends CopyableRecord, Rate extends RateLike> = {
  /** The records of the previous month. */
  records: readonly R[];
  /** The billing period the records are copied into. */
  period: BillingPeriodInput;
  engagements: readonly EngagementWithRates<Rate>[];
  /** Records the target month already has, so day-based ones are not doubled. */
  existingRecords?: readonly { date: IsoDate; timeUnit: TimeUnit }[];
};

/**
 * The date in the following month with the same weekday nearest to the same day of the month
 * (the last day when that month is shorter). Month lengths differ from 28 by at most three days,
 * so the match moves back at most three days and, for the first days of a month, may fall
 * before the next month begins; the copy drops such records.
 */
export function mapToNextMonth(date: IsoDate): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const next = BillingPeriod.from({ year, month }).next();
  const sameDay = formatIsoDate(next.year, next.month, Math.min(day, daysInMonth(next.year, next.month)));
  const forward = (weekdayIndex(date) - weekdayIndex(sameDay) + 7) % 7;
  return addDays(sameDay, forward <= MAX_WEEKDAY_OFFSET ? forward : forward - 7);
}

export function copyFromPreviousMonth<R extends CopyableRecord, Rate extends RateLike>(
  input: CopyInput<R, Rate>,
): { records: CopiedRecord<R, Rate>[]; dropped: DroppedRecord<R>[] } {
  const target = toBillingPeriod(input.period);
  const daysTaken = new Set(
    (input.existingRecords ?? []).filter((record) => record.timeUnit === "DAYS").map((record) => record.date),
  );
  const records: CopiedRecord<R, Rate>[] = [];
  const dropped: DroppedRecord<R>[] = [];
  const drop = (record: R, reason: CopyDropReason, message: Refusal) => dropped.push({ record, reason, message });

  for (const record of input.records) {
    if (!record.rate) {
      drop(record, "NO_RATE", { key: "recordHasNoRate", values: { date: record.date } });
      continue;
    }
    const date = mapToNextMonth(record.date);
    if (!target.contains(date)) {
      drop(record, "OUTSIDE_MONTH", { key: "recordMovesOutsideMonth", values: { date: record.date, moved: date, period: { key: "billingPeriodName", values: { month: String(target.month), year: String(target.year) } } } });
      continue;
    }
    if (record.timeUnit === "DAYS" && daysTaken.has(date)) {
      drop(record, "DUPLICATE_DAY", { key: "recordMovesToTakenDay", values: { date: record.date, moved: date } });
      continue;
    }
    const rate = findRate(input.engagements, record.rate.frequency, date);
    if (!rate) {
      drop(record, "NO_RATE_AT_DATE", noRateFoundMessage(record.rate.frequency, date));
      continue;
    }
    if (record.timeUnit === "DAYS") daysTaken.add(date);
    const { id: _id, date: _date, rate: _rate, ...rest } = record;
    records.push({ ...rest, date, rate });
  }
  return { records, dropped };
}
