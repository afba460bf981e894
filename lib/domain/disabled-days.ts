/**
 * Which days the record date picker refuses (spec point 5): days off for the contractor, days
 * no engagement with a rate of the chosen frequency covers, and for day-based rates the days
 * that already hold a record.
 */
import { weekdayOf, type IsoDate } from "./dates";
import { findRate, type EngagementWithRates } from "./rates";
import type { RateFrequency, Weekday } from "./reference";

export type DisabledDaysRules = {
  frequency: RateFrequency;
  engagements: readonly EngagementWithRates[];
  /**
   * The contractor's work days. Only a non-empty list restricts the picker: a contractor who
   * has not set any yet must still be able to log work.
   */
  workingDays?: readonly Weekday[] | null;
  /** Dates that already have a record; leave out the record being edited. */
  recordedDates?: readonly IsoDate[];
};

/** Day-based rates allow one record per day; hours can be split over several. */
export function allowsOneRecordPerDay(frequency: RateFrequency): boolean {
  return frequency === "DAILY" || frequency === "MONTHLY";
}

export function isDayDisabled(date: IsoDate, rules: DisabledDaysRules): boolean {
  const { workingDays, recordedDates = [] } = rules;
  if (workingDays && workingDays.length > 0 && !workingDays.includes(weekdayOf(date))) return true;
  if (!findRate(rules.engagements, rules.frequency, date)) return true;
  return allowsOneRecordPerDay(rules.frequency) && recordedDates.includes(date);
}

