/**
 * Rates belong to engagements; an engagement covers a date range and may carry one rate per
 * frequency. A rate applies on a date when its engagement covers that date.
 */
import { compareIsoDates, type IsoDate } from "./dates";
import type { RateFrequency } from "./reference";
import type { Refusal } from "@/lib/errors";

export type RateLike = { frequency: RateFrequency };

/** An engagement without an end date runs on. */
export type EngagementWithRates<R extends RateLike = RateLike> = {
  startDate: IsoDate;
  endDate: IsoDate | null;
  rates: readonly R[];
};

export function engagementCovers(engagement: EngagementWithRates, date: IsoDate): boolean {
  if (compareIsoDates(date, engagement.startDate) < 0) return false;
  return engagement.endDate === null || compareIsoDates(date, engagement.endDate) <= 0;
}

/** The rate of this frequency in force on `date`, or undefined. */
export function findRate<R extends RateLike>(
  engagements: readonly EngagementWithRates<R>[],
  frequency: RateFrequency,
  date: IsoDate,
): R | undefined {
  for (const engagement of engagements) {
    if (!engagementCovers(engagement, date)) continue;
    const rate = engagement.rates.find((candidate) => candidate.frequency === frequency);
    if (rate) return rate;
  }
  return undefined;
}

export function noRateFoundMessage(frequency: RateFrequency, date: IsoDate): Refusal {
  return { key: "noRateForDate", values: { frequency, date } };
}

