/**
 * Selecting many dates at once in the record date picker, e.g. a whole week or every Monday
 * (spec point 5). Hours are logged one day at a time, so HOURLY takes no bulk selection.
 */
import { toBillingPeriod, type BillingPeriodInput } from "./billing-period";
import { compareIsoDates, type IsoDate } from "./dates";
import type { RateFrequency } from "./reference";

export type BulkSelection = {
  /** The dates the user asked for at once. */
  dates: readonly IsoDate[];
  /** The dates already selected. */
  selected: readonly IsoDate[];
  frequency: RateFrequency;
  period: BillingPeriodInput;
  isDisabled: (date: IsoDate) => boolean;
};

/**
 * The new selection. HOURLY with more than one date changes nothing. Otherwise only dates in the
 * billing month that are not disabled count: if all of them are already selected they are
 * deselected, else they are added. The result is sorted and free of repeats.
 */
export function bulkSelectDates({ dates, selected, frequency, period, isDisabled }: BulkSelection): IsoDate[] {
  const sorted = (list: Iterable<IsoDate>) => [...new Set(list)].sort(compareIsoDates);
  if (frequency === "HOURLY" && dates.length > 1) return sorted(selected);
  const billingPeriod = toBillingPeriod(period);
  const wanted = dates.filter((date) => billingPeriod.contains(date) && !isDisabled(date));
  const allSelected = wanted.every((date) => selected.includes(date));
  if (allSelected) return sorted(selected.filter((date) => !wanted.includes(date)));
  return sorted([...selected, ...wanted]);
}

