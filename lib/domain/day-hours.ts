/**
 * A day has 24 hours: the HOURS records of one date on one timesheet never add up to more, however
 * they arrive (one after the other, in one batch, or from parallel requests; the server checks it
 * while holding the timesheet's lock).
 */
import type { IsoDate } from "./dates";
import { Decimal } from "./money";
import type { TimeUnit } from "./reference";
import type { Refusal } from "@/lib/errors";

export const MAX_HOURS_PER_DAY = 24;

export type LoggedTime = { id?: string; date: IsoDate; timeAmount: string; timeUnit: TimeUnit };

/** Hours logged on the date, summed exactly; records named in `exceptIds` (being edited) are left out. */
export function hoursLoggedOn(records: readonly LoggedTime[], date: IsoDate, exceptIds: readonly string[] = []): Decimal {
  return Decimal.sum(
    records
      .filter((record) => record.timeUnit === "HOURS" && record.date === date && !(record.id !== undefined && exceptIds.includes(record.id)))
      .map((record) => record.timeAmount),
  );
}

/** How many hours the date still takes, never below zero, without trailing zeros: "16.5". */
export function hoursLeftOn(records: readonly LoggedTime[], date: IsoDate, exceptIds: readonly string[] = []): string {
  const left = Decimal.of(BigInt(MAX_HOURS_PER_DAY)).minus(hoursLoggedOn(records, date, exceptIds));
  return left.isNegative() ? "0" : left.normalized().toString();
}

/** Whether adding `hours` to what the date holds passes 24 hours. */
export function exceedsDayHours(logged: Decimal | string, hours: string): boolean {
  return Decimal.of(logged).plus(hours).compare(BigInt(MAX_HOURS_PER_DAY)) > 0;
}

export function dayHoursMessage(date: IsoDate, left: string): Refusal {
  return { key: "dateWouldMoreThan", values: { date, max: MAX_HOURS_PER_DAY, left } };
}
