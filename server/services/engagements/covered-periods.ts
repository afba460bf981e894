import "server-only";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { compareIsoDates, type IsoDate } from "@/lib/domain/dates";
import { INITIALIZED_VISIBLE_PERIODS_AHEAD } from "@/lib/domain/selection";

export type DatedPeriod = { startDate: IsoDate; endDate: IsoDate | null };

/**
 * The last billing period a timesheet is created for ahead of time: the one INITIALIZED
 * timesheets stay visible up to (spec point 9); the daily cron creates the later ones.
 */
export function timesheetHorizon(today: IsoDate): BillingPeriod {
  return BillingPeriod.current(today).plusMonths(INITIALIZED_VISIBLE_PERIODS_AHEAD);
}

/** The billing periods a dated period touches, from its first month up to `horizon` at most. */
export function periodsOf({ startDate, endDate }: DatedPeriod, horizon: BillingPeriod): BillingPeriod[] {
  const first = BillingPeriod.fromDate(startDate);
  const end = endDate === null ? horizon : BillingPeriod.fromDate(endDate);
  const last = end.compare(horizon) < 0 ? end : horizon;
  const periods: BillingPeriod[] = [];
  for (let period = first; period.compare(last) <= 0; period = period.next()) periods.push(period);
  return periods;
}

/** True when one of the periods covers at least one day of the billing period. */
export function isCovered(periods: readonly DatedPeriod[], billingPeriod: BillingPeriod): boolean {
  return periods.some(
    (p) =>
      compareIsoDates(p.startDate, billingPeriod.lastDay()) <= 0 &&
      (p.endDate === null || compareIsoDates(p.endDate, billingPeriod.firstDay()) >= 0),
  );
}
