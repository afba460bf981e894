/**
 * Calendar dates as `yyyy-MM-dd` strings (spec point 3). Arithmetic counts whole days in UTC,
 * so no time zone or daylight-saving change can move a date. The week starts on Sunday and
 * week 1 is the week that contains 1 January (spec point 9).
 */
import { WEEKDAYS, type Weekday } from "./reference";

/** A calendar date written `yyyy-MM-dd`. */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const length = lengths[month - 1];
  if (length === undefined) throw new Error(`Invalid month: ${month}`);
  return length;
}

export function isIsoDate(text: unknown): text is IsoDate {
  if (typeof text !== "string") return false;
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  if (!isIsoDate(date)) throw new Error(`Invalid date: '${date}' (expected yyyy-MM-dd)`);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** Days since 1970-01-01. setUTCFullYear, unlike Date.UTC, leaves years below 100 alone. */
function toEpochDay(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  return Math.round(instant.getTime() / MS_PER_DAY);
}

function fromEpochDay(epochDay: number): IsoDate {
  const instant = new Date(epochDay * MS_PER_DAY);
  return formatIsoDate(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
}

/** Writes a date that is known to exist; use parseIsoDate to check one that may not. */
export function formatIsoDate(year: number, month: number, day: number): IsoDate {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** The fixed-width form makes string order the calendar order; this also validates both. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return Math.sign(daysBetween(b, a));
}

/** 0 for Sunday to 6 for Saturday. 1970-01-01 was a Thursday. */
export function weekdayIndex(date: IsoDate): number {
  return (((toEpochDay(date) + 4) % 7) + 7) % 7;
}

export function weekdayOf(date: IsoDate): Weekday {
  return WEEKDAYS[weekdayIndex(date)] as Weekday;
}

export function eachDayOfMonth(year: number, month: number): IsoDate[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => formatIsoDate(year, month, index + 1));
}

/**
 * "Today" for decisions comes from the server in the business time zone; this turns an
 * instant into that calendar date. The instant is an argument, never the clock.
 */
export function isoDateInTimeZone(instant: Date, timeZone = "UTC"): IsoDate {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate(part("year"), part("month"), part("day"));
}
