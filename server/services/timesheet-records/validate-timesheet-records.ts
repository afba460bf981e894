import "server-only";
import { dayHoursMessage, exceedsDayHours, hoursLeftOn, hoursLoggedOn, type LoggedTime } from "@/lib/domain/day-hours";
import { TIME_UNIT_OF } from "@/lib/domain/fees";
import type { IsoDate } from "@/lib/domain/dates";
import { weekdayOf } from "@/lib/domain/dates";
import { allowsOneRecordPerDay, isDayDisabled } from "@/lib/domain/disabled-days";
import { Decimal } from "@/lib/domain/money";
import { recordTimeBoundProblem } from "@/lib/domain/record-time";
import { engagementCovers, findRate, noRateFoundMessage } from "@/lib/domain/rates";
import type { RateFrequency, TimeUnit } from "@/lib/domain/reference";
import type { RateRow, RecordRules, StoredRecord } from "./load-record-rules";
import type { Refusal } from "@/lib/errors";

/** One record to write: without id a create, with id an update of that record. */
export interface RecordChange {
  id?: string;
  version?: number;
  date: IsoDate;
  rateId?: string;
  frequency?: RateFrequency;
  workSummary: string;
  counterPart: string;
  timeAmount: string;
  timeUnit: TimeUnit;
}

/** Which rule an issue breaks; the copy turns these into its drop reasons. */
export type RecordRule = "DUPLICATE_ID" | "OUTSIDE_PERIOD" | "RATE" | "TIME_UNIT" | "TIME_AMOUNT" | "DISABLED_DAY" | "DUPLICATE_DAY" | "DAY_HOURS";
export interface RecordIssue {
  index: number;
  field: keyof RecordChange;
  rule: RecordRule;
  refusal: Refusal;
}
export interface CheckedChange {
  change: RecordChange;
  rate: RateRow | undefined;
  issues: RecordIssue[];
}

/** The unit a rate is logged in (spec point 5: DAYS for DAILY and MONTHLY, HOURS for HOURLY). */
const TIME_AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * Checks a list of record changes against the timesheet's billing period, engagements, rates,
 * the contractor's work days and the records already there. Issues are per item, in order; a
 * day-based record only claims its day, and an hourly one its hours of the day (at most 24 with the
 * records already there), once it passes every other rule, so leaving out the items with issues and
 * checking again gives the same answer for the rest (the copy relies on that).
 */
export function validateTimesheetRecords(rules: RecordRules, changes: readonly RecordChange[]): CheckedChange[] {
  const updatedIds = new Set(changes.flatMap((change) => (change.id ? [change.id] : [])));
  const daysTaken = new Set(
    rules.records.filter((record) => !updatedIds.has(record.id) && allowsOneRecordPerDay(record.frequency)).map((record) => record.date),
  );
  // The hours already on the timesheet, minus the records this request rewrites; claimed as items pass.
  const hoursClaimed: LoggedTime[] = rules.records
    .filter((record) => !updatedIds.has(record.id))
    .map(({ date, timeAmount, timeUnit }) => ({ date, timeAmount, timeUnit }));
  const seenIds = new Set<string>();
  return changes.map((change, index) => {
    const issues: RecordIssue[] = [];
    const issue = (field: keyof RecordChange, rule: RecordRule, refusal: Refusal) => issues.push({ index, field, rule, refusal });
    if (change.id !== undefined) {
      if (seenIds.has(change.id)) issue("id", "DUPLICATE_ID", { key: "duplicateRecordInRequest" });
      seenIds.add(change.id);
    }
    if (!rules.period.contains(change.date)) {
      issue("date", "OUTSIDE_PERIOD", { key: "dateOutsidePeriod", values: { date: change.date, period: periodName(rules.period) } });
      return { change, rate: undefined, issues };
    }
    const stored = change.id === undefined ? undefined : rules.records.find((record) => record.id === change.id);
    const resolved = resolveRate(rules, change, stored);
    if ("refusal" in resolved) {
      issue(resolved.field, "RATE", resolved.refusal);
      return { change, rate: undefined, issues };
    }
    const { rate } = resolved;
    const unit = TIME_UNIT_OF[rate.frequency];
    if (change.timeUnit !== unit) {
      issue("timeUnit", "TIME_UNIT", { key: "rateLoggedInUnit", values: { frequency: rate.frequency, unit: UNIT_WORDS[unit], given: UNIT_WORDS[change.timeUnit] } });
    }
    const amountProblem = timeAmountProblem(change.timeAmount, change.timeUnit);
    if (amountProblem) issue("timeAmount", "TIME_AMOUNT", amountProblem);
    // Work days restrict the choice of a date; a record that keeps its date stays editable when they change later.
    const choosesDate = stored?.date !== change.date;
    if (choosesDate && isDayDisabled(change.date, { frequency: rate.frequency, engagements: rules.engagements, workingDays: rules.workingDays })) {
      issue("date", "DISABLED_DAY", { key: "dayNotWorkingDay", values: { date: change.date, weekday: weekdayOf(change.date) } });
    }
    if (issues.length === 0 && change.timeUnit === "HOURS") {
      if (exceedsDayHours(hoursLoggedOn(hoursClaimed, change.date), change.timeAmount)) {
        issue("timeAmount", "DAY_HOURS", dayHoursMessage(change.date, hoursLeftOn(hoursClaimed, change.date)));
      } else {
        hoursClaimed.push({ date: change.date, timeAmount: change.timeAmount, timeUnit: "HOURS" });
      }
    }
    if (issues.length === 0 && allowsOneRecordPerDay(rate.frequency)) {
      if (daysTaken.has(change.date)) {
        issue("date", "DUPLICATE_DAY", { key: "dayHasRecordInDays", values: { date: change.date } });
      } else {
        daysTaken.add(change.date);
      }
    }
    return { change, rate, issues };
  });
}

type ResolvedRate = { rate: RateRow } | { field: keyof RecordChange; refusal: Refusal };

const UNIT_WORDS: Readonly<Record<TimeUnit, Refusal>> = { DAYS: { key: "wordUnitDays" }, HOURS: { key: "wordUnitHours" } };

/** The rate named by id, or else the one of the chosen (or, for an update, the stored) frequency in force on the date. */
function resolveRate(rules: RecordRules, change: RecordChange, stored: StoredRecord | undefined): ResolvedRate {
  if (change.rateId !== undefined) {
    const engagement = rules.engagements.find((candidate) => candidate.rates.some((rate) => rate.id === change.rateId));
    const rate = engagement?.rates.find((candidate) => candidate.id === change.rateId);
    if (!engagement || !rate) return { field: "rateId", refusal: { key: "rateDoesNotBelong" } };
    if (change.frequency !== undefined && change.frequency !== rate.frequency) {
      return { field: "frequency", refusal: { key: "chosenRateChosenNot", values: { chosen: rate.frequency, expected: change.frequency } } };
    }
    if (!engagementCovers(engagement, change.date)) {
      // Two sentences, not a word put in for the end date: each language words the open end its own way.
      if (engagement.endDate === null) {
        return { field: "rateId", refusal: { key: "chosenFrequencyRateAppliesOpen", values: { frequency: rate.frequency, from: engagement.startDate, date: change.date } } };
      }
      return {
        field: "rateId",
        refusal: { key: "chosenFrequencyRateApplies", values: { frequency: rate.frequency, from: engagement.startDate, to: engagement.endDate, date: change.date } },
      };
    }
    return { rate };
  }
  const frequency = change.frequency ?? stored?.frequency;
  if (frequency === undefined) return { field: "frequency", refusal: { key: "chooseRateSendRateid" } };
  const rate = findRate(rules.engagements, frequency, change.date);
  return rate ? { rate } : { field: "date", refusal: noRateFoundMessage(frequency, change.date) };
}

function timeAmountProblem(amount: string, unit: TimeUnit): Refusal | undefined {
  if (!TIME_AMOUNT.test(amount) || Decimal.parse(amount).compare("0") <= 0) {
    return { key: "timeAmountPositive" };
  }
  return recordTimeBoundProblem(amount, unit);
}

/** The billing period as a sentence names it ("November 2026"), in the reader's language. */
function periodName(period: { month: number; year: number }): Refusal {
  return { key: "billingPeriodName", values: { month: String(period.month), year: String(period.year) } };
}
