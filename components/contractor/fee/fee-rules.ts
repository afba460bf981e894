import { toBillingPeriod, type BillingPeriodInput } from "@/lib/domain/billing-period";
import { addDays, compareIsoDates, eachDayOfMonth, type IsoDate } from "@/lib/domain/dates";
import { recordAmounts, TIME_UNIT_OF } from "@/lib/domain/fees";
import { Decimal } from "@/lib/domain/money";
import { engagementCovers, type EngagementWithRates } from "@/lib/domain/rates";
import type { RateFrequency, TimeUnit, Weekday } from "@/lib/domain/reference";
import type { TimesheetRecord } from "@/lib/schemas/timesheets";

/**
 * The rate frequencies in force on at least one day of the month, what the record form offers, in
 * the engagement's order: the periods in force that month as the engagement lists them (by start),
 * each with its rates in order. The first is the form's default.
 */
export function frequenciesIn(period: BillingPeriodInput, engagements: readonly EngagementWithRates[]): RateFrequency[] {
  const { year, month } = toBillingPeriod(period);
  const days = eachDayOfMonth(year, month);
  const found: RateFrequency[] = [];
  for (const engagement of engagements) {
    if (!days.some((day) => engagementCovers(engagement, day))) continue;
    for (const rate of engagement.rates) if (!found.includes(rate.frequency)) found.push(rate.frequency);
  }
  return found;
}

/**
 * The rate the record form starts on: Daily when the month has a daily rate (the spec's and the
 * screens' usual case, a day's work), whatever order the periods list their rates in; else the first.
 * An engagement listing its hourly on-call rate first made Hourly the default (#47.9).
 */
export function defaultFrequency(frequencies: readonly RateFrequency[]): RateFrequency | undefined {
  return frequencies.includes("DAILY") ? "DAILY" : frequencies[0];
}

/** Every date from one to the other, whichever comes first: what a shift-click spans. */
export function datesBetween(a: IsoDate, b: IsoDate): IsoDate[] {
  const [from, to] = compareIsoDates(a, b) <= 0 ? [a, b] : [b, a];
  const dates: IsoDate[] = [];
  for (let date = from; compareIsoDates(date, to) <= 0; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** A full day for day-based rates; hours are typed in. */
export function defaultTimeAmount(frequency: RateFrequency): string {
  return TIME_UNIT_OF[frequency] === "DAYS" ? "1" : "";
}

/** Spec point 3, "hourly and daily amount options": one tap for the usual amounts, besides typing. */
export function quickTimeAmounts(frequency: RateFrequency): readonly string[] {
  return TIME_UNIT_OF[frequency] === "DAYS" ? ["1", "0.5"] : ["1", "2", "4", "8"];
}

/**
 * What each record adds to the fee (a MONTHLY day is its share of the month), allocated by the
 * domain so the lines add up exactly to the footer, the dashboard and the export; null when a
 * record cannot be priced.
 */
export function lineTotals(records: readonly TimesheetRecord[], context: { period: BillingPeriodInput; workingDays: readonly Weekday[] }): (string | null)[] {
  return recordAmounts(records, context);
}

/** Days and hours logged, summed exactly. */
export function timeTotals(records: readonly Pick<TimesheetRecord, "timeAmount" | "timeUnit">[]): { days: string; hours: string } {
  const sum = (unit: TimeUnit) => Decimal.sum(records.filter((r) => r.timeUnit === unit).map((r) => r.timeAmount)).normalized().toString();
  return { days: sum("DAYS"), hours: sum("HOURS") };
}
