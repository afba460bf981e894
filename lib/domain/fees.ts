/**
 * What a timesheet is worth. The fee has one line per rate: HOURLY is hours × rate, DAILY is
 * days × rate, and MONTHLY is the monthly amount pro rata to the days worked over the
 * contractor's working days in the month, capped at the full amount. Each line is rounded once,
 * half-up to the currency's minor unit (money.ts); totals are exact sums of rounded lines, so an
 * invoice always adds up.
 */
import { toBillingPeriod, type BillingPeriodInput } from "./billing-period";
import { eachDayOfMonth, weekdayOf, type IsoDate } from "./dates";
import { Decimal, formatAmount, roundToMinorUnit, sumAmounts, type Money } from "./money";
import type { RateFrequency, TimeUnit, Weekday } from "./reference";
import type { Refusal } from "@/lib/errors";

export type FeeRate = { id?: string; frequency: RateFrequency; amount: string; currency: string };
export type FeeRecord = { date: IsoDate; timeAmount: string; timeUnit: TimeUnit; rate: FeeRate | null };
/** `quantity` is hours for HOURLY and days otherwise, summed exactly. */
export type FeeLine = { rate: FeeRate; quantity: string; amount: string; currency: string };
export type FeeContext = { period: BillingPeriodInput; workingDays?: readonly Weekday[] | null };

/** A contractor who has not set work days is taken to work Monday to Friday. */
export const DEFAULT_WORKING_DAYS: readonly Weekday[] = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"];

/** The time unit records of each rate frequency are kept in. */
export const TIME_UNIT_OF: Readonly<Record<RateFrequency, TimeUnit>> = { HOURLY: "HOURS", DAILY: "DAYS", MONTHLY: "DAYS" };

const workingDaysKnown = new Map<string, number>();
const WORKING_DAYS_KEPT = 2_000;

/** How many days of the month fall on the contractor's work days: the denominator of a MONTHLY fee. */
export function contractorWorkingDaysIn(period: BillingPeriodInput, workingDays?: readonly Weekday[] | null): number {
  const days = workingDays && workingDays.length > 0 ? workingDays : DEFAULT_WORKING_DAYS;
  const { year, month } = toBillingPeriod(period);
  // Pricing a batch asks for the same few months and patterns thousands of times.
  const key = `${year}-${month}:${days.join(",")}`;
  const known = workingDaysKnown.get(key);
  if (known !== undefined) return known;
  const count = eachDayOfMonth(year, month).filter((date) => days.includes(weekdayOf(date))).length;
  if (workingDaysKnown.size >= WORKING_DAYS_KEPT) workingDaysKnown.clear();
  workingDaysKnown.set(key, count);
  return count;
}

function rateKey(rate: FeeRate): string {
  return rate.id ?? `${rate.frequency}:${Decimal.parse(rate.amount).normalized().toString()}:${rate.currency}`;
}

/** One line per rate, in the order the rates first appear. */
export function feeLines(records: readonly FeeRecord[], context: FeeContext): FeeLine[] {
  const groups = new Map<string, { rate: FeeRate; quantity: Decimal }>();
  for (const record of records) {
    const { rate } = record;
    if (!rate) throw new Error(`The record of ${record.date} has no rate.`);
    if (record.timeUnit !== TIME_UNIT_OF[rate.frequency]) {
      throw new Error(`The record of ${record.date} is in ${record.timeUnit} but its rate is ${rate.frequency}.`);
    }
    const key = rateKey(rate);
    const group = groups.get(key) ?? { rate, quantity: Decimal.ZERO };
    groups.set(key, { rate, quantity: group.quantity.plus(record.timeAmount) });
  }
  return [...groups.values()].map(({ rate, quantity }) => ({
    rate,
    quantity: quantity.toString(),
    amount: lineAmount(rate, quantity, context),
    currency: rate.currency,
  }));
}

function lineAmount(rate: FeeRate, quantity: Decimal, context: FeeContext): string {
  if (rate.frequency !== "MONTHLY") return roundToMinorUnit(quantity.times(rate.amount), rate.currency);
  const workingDays = contractorWorkingDaysIn(context.period, context.workingDays);
  const daysPaid = quantity.min(BigInt(workingDays));
  return roundToMinorUnit(daysPaid.times(rate.amount), rate.currency, BigInt(workingDays));
}

/**
 * What each record adds to the fee, in the order given, so the amounts of a rate's records add up
 * exactly to its line. Cumulative rounding: a record's amount is the line of its rate's records up
 * to and including it minus the line up to the record before, so every rounding remainder lands on
 * a record and nothing is rounded twice. A MONTHLY day is its share of the month (the fourteen days
 * of a 10,000.00 month over 22 working days show 454.55 or 454.54 so that they add up to the line, never
 * 14 × 454.55), and
 * records past the cap add 0. A record that cannot be priced is null.
 */
export function recordAmounts(records: readonly FeeRecord[], context: FeeContext): (string | null)[] {
  const soFar = new Map<string, { quantity: Decimal; amount: string }>();
  return records.map((record) => {
    const { rate } = record;
    if (!rate || record.timeUnit !== TIME_UNIT_OF[rate.frequency]) return null;
    const key = rateKey(rate);
    const before = soFar.get(key) ?? { quantity: Decimal.ZERO, amount: "0" };
    const quantity = before.quantity.plus(record.timeAmount);
    const amount = lineAmount(rate, quantity, context);
    soFar.set(key, { quantity, amount });
    return formatAmount(Decimal.parse(amount).minus(before.amount), rate.currency);
  });
}

/** The fee per currency; a timesheet normally has one. */
export function feeTotals(records: readonly FeeRecord[], context: FeeContext): Money[] {
  return totalsByCurrency(feeLines(records, context));
}

/**
 * An expense in the settlement currency: the amount paid times the exchange rate (settlement
 * currency per unit of the expense currency), rounded once.
 */
export function expenseAmount(
  expense: { amountInExpenseCurrency: string; exchangeRate: string },
  settlementCurrency: string,
): string {
  return roundToMinorUnit(Decimal.parse(expense.amountInExpenseCurrency).times(expense.exchangeRate), settlementCurrency);
}

/**
 * The exchange rate an expense may carry: exactly 1 when it was paid in the settlement currency
 * (anything else would change its amount), and positive otherwise. Undefined when acceptable.
 */
export function exchangeRateProblem(
  expense: { expenseCurrency: string; exchangeRate: string },
  settlementCurrency: string,
): Refusal | undefined {
  const rate = Decimal.parse(expense.exchangeRate);
  if (expense.expenseCurrency === settlementCurrency) {
    return rate.equals(1n) ? undefined : { key: "exchangeRateExactly1", values: { from: settlementCurrency, to: settlementCurrency } };
  }
  return rate.compare(0n) > 0 ? undefined : { key: "exchangeRateGreaterThan" };
}

/** Exact sums per currency, sorted by currency code. */
export function totalsByCurrency(items: readonly Money[]): Money[] {
  const byCurrency = new Map<string, string[]>();
  for (const { amount, currency } of items) byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), amount]);
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amounts]) => ({ currency, amount: sumAmounts(amounts, currency) }));
}

