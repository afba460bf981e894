/**
 * A billing period is one calendar month (spec points 3, 5 and 9). Its text form is `yyyy-MM`;
 * the database stores it as the 15th of the month so that a date column can hold it.
 */
import { daysInMonth, formatIsoDate, parseIsoDate, type IsoDate } from "./dates";

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The day of the month that stands for the whole period in the database. */
export const BILLING_PERIOD_ANCHOR_DAY = 15;

export type BillingPeriodInput = { month: number; year: number };

export class BillingPeriod {
  readonly month: number;
  readonly year: number;
  /** "November 2026": what the user reads. */
  readonly name: string;

  private constructor(month: number, year: number) {
    this.month = month;
    this.year = year;
    this.name = `${MONTH_NAMES[month - 1]} ${year}`;
  }

  static from({ month, year }: BillingPeriodInput): BillingPeriod {
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      throw new Error(`Invalid billing period month: ${month}`);
    }
    if (!Number.isInteger(year) || year < 1 || year > 9999) {
      throw new Error(`Invalid billing period year: ${year}`);
    }
    return new BillingPeriod(month, year);
  }

  /** The period that contains `date`. */
  static fromDate(date: IsoDate): BillingPeriod {
    const { month, year } = parseIsoDate(date);
    return BillingPeriod.from({ month, year });
  }

  /** Accepts the text form `2026-11` and the database form `2026-11-15`. */
  static fromString(text: string): BillingPeriod {
    const parts = text.split("-");
    const invalid = new Error("Invalid input for BillingPeriod.fromString");
    if (parts.length !== 2 && parts.length !== 3) throw invalid;
    if (!parts.every((part) => /^\d+$/.test(part))) throw invalid;
    const [year, month] = parts.map(Number) as [number, number];
    if (month < 1 || month > 12 || year < 1 || year > 9999) throw invalid;
    if (parts.length === 3 && !isExistingDay(year, month, Number(parts[2]))) throw invalid;
    return new BillingPeriod(month, year);
  }

  /** The period of `today`, which the server computes in the business time zone. */
  static current(today: IsoDate): BillingPeriod {
    return BillingPeriod.fromDate(today);
  }

  /** Ascending order, usable directly by Array.prototype.sort. */
  static compare(a: BillingPeriodInput, b: BillingPeriodInput): number {
    return Math.sign(monthIndex(a) - monthIndex(b));
  }

  toString(): string {
    return `${String(this.year).padStart(4, "0")}-${String(this.month).padStart(2, "0")}`;
  }

  toDatabase(): IsoDate {
    return formatIsoDate(this.year, this.month, BILLING_PERIOD_ANCHOR_DAY);
  }

  firstDay(): IsoDate {
    return formatIsoDate(this.year, this.month, 1);
  }

  lastDay(): IsoDate {
    return formatIsoDate(this.year, this.month, daysInMonth(this.year, this.month));
  }

  contains(date: IsoDate): boolean {
    const { month, year } = parseIsoDate(date);
    return month === this.month && year === this.year;
  }

  /** Later by `count` months; negative counts go back. */
  plusMonths(count: number): BillingPeriod {
    const index = monthIndex(this) + count;
    return BillingPeriod.from({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  }

  next(): BillingPeriod {
    return this.plusMonths(1);
  }

  previous(): BillingPeriod {
    return this.plusMonths(-1);
  }

  /** How many periods this one lies before `other`; negative when it lies after. */
  periodsBefore(other: BillingPeriodInput): number {
    return monthIndex(other) - monthIndex(this);
  }

  /** True for the current period, the N before it, and every later one. */
  isAtMostNPeriodsAgo(count: number, today: IsoDate): boolean {
    return this.periodsBefore(BillingPeriod.current(today)) <= count;
  }

  /** True for the current period, the N after it, and every earlier one. */
  isAtMostNPeriodsAhead(count: number, today: IsoDate): boolean {
    return -this.periodsBefore(BillingPeriod.current(today)) <= count;
  }

  isCurrent(today: IsoDate): boolean {
    return this.periodsBefore(BillingPeriod.current(today)) === 0;
  }

  /** True when the whole period lies before the period of `today`. */
  isPast(today: IsoDate): boolean {
    return this.periodsBefore(BillingPeriod.current(today)) > 0;
  }

  compare(other: BillingPeriodInput): number {
    return BillingPeriod.compare(this, other);
  }

  equals(other: BillingPeriodInput): boolean {
    return this.compare(other) === 0;
  }
}

function monthIndex({ month, year }: BillingPeriodInput): number {
  return year * 12 + (month - 1);
}

function isExistingDay(year: number, month: number, day: number): boolean {
  return day >= 1 && day <= daysInMonth(year, month);
}

/** Accepts either a BillingPeriod or the `{ month, year }` the API carries. */
export function toBillingPeriod(period: BillingPeriodInput): BillingPeriod {
  return period instanceof BillingPeriod ? period : BillingPeriod.from(period);
}
