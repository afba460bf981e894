import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { copyFromPreviousMonth } from "@/lib/domain/copy-previous-month";
import { RATE_FREQUENCIES, TIME_UNITS } from "@/lib/domain/reference";
import { LOGGED_MESSAGES, logger } from "@/lib/logger";
import {
  NOTHING_TO_COPY_MESSAGES,
  type CopiedRecordDrop,
  type CopyPreviousMonthBody,
  type NothingToCopyReason,
  type SavedTimesheetRecord,
  type TimesheetStatusesAfterRecords,
} from "@/lib/schemas/timesheet-records";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database, Tx } from "@/server/db";
import { rates, timesheetRecords, timesheets } from "@/server/db/schema";
import { stored } from "@/server/db/sql/stored-values";
import { presentTimesheetStatuses } from "@/server/services/decisions/timesheet-statuses";
import { expectVersion, findTimesheetFor, type StoredTimesheet } from "@/server/services/timesheets/find-timesheet";
import { decideOnRow } from "@/server/services/timesheets/settlement-decision";
import { loadRecordRules } from "./load-record-rules";
import { saveTimesheetRecords } from "./save-timesheet-records";
import { validateTimesheetRecords, type RecordChange, type RecordRule } from "./validate-timesheet-records";
import { englishText } from "@/lib/errors";

export interface CopyPreviousMonthResult {
  created: SavedTimesheetRecord[];
  dropped: CopiedRecordDrop[];
  timesheet: TimesheetStatusesAfterRecords;
  nothingToCopy: { reason: NothingToCopyReason; message: string } | null;
}

/** How a record rule that refuses a copied record is reported among the drops. */
const DROP_REASON_OF: Readonly<Record<RecordRule, CopiedRecordDrop["reason"]>> = {
  DISABLED_DAY: "DISABLED_DAY",
  DUPLICATE_DAY: "DUPLICATE_DAY",
  RATE: "NO_RATE_AT_DATE",
  OUTSIDE_PERIOD: "OUTSIDE_MONTH",
  DUPLICATE_ID: "INVALID_RECORD",
  TIME_UNIT: "INVALID_RECORD",
  TIME_AMOUNT: "INVALID_RECORD",
  DAY_HOURS: "INVALID_RECORD",
};

/**
 * POST /api/timesheets/{id}/copy-previous-month, in one transaction: the previous month's
 * records of the same project engagement are mapped by the domain's copy rule (which drops what
 * lands outside the month, has no rate there, or doubles a record in days, including one the
 * month already holds); the record rules then drop days off for the contractor and anything else
 * they refuse, each with its reason; the rest is created through saveTimesheetRecords, the same
 * path as POST /api/timesheet-records. A previous month without a timesheet or without records
 * is no error (every new contractor's first month has one): nothing changes and `nothingToCopy` says why.
 */
export async function copyPreviousMonth(
  db: Database,
  actor: Actor,
  timesheetId: string,
  body: CopyPreviousMonthBody = {},
): Promise<CopyPreviousMonthResult> {
  const today = businessToday();
  return db.transaction(async (tx) => {
    const timesheet = await findTimesheetFor(tx, actor, timesheetId, { forUpdate: true });
    decideOnRow("createRecord", actor, timesheet, today);
    expectVersion(timesheet.version, body.version);
    const period = BillingPeriod.fromString(timesheet.billingPeriod);
    const source = await previousMonthRecords(tx, timesheet, period);
    if (!Array.isArray(source)) {
      // Spec point 8: only logged, besides what the screen says.
      logger.info(LOGGED_MESSAGES.noPreviousRecords, { timesheetId: timesheet.id, reason: source.nothing });
      const message = englishText(NOTHING_TO_COPY_MESSAGES[source.nothing](period.previous()));
      return { created: [], dropped: [], timesheet: presentTimesheetStatuses(timesheet), nothingToCopy: { reason: source.nothing, message } };
    }
    const rules = await loadRecordRules(tx, timesheet);
    const copy = copyFromPreviousMonth({ records: source, period, engagements: rules.engagements, existingRecords: rules.records });
    const dropped: CopiedRecordDrop[] = copy.dropped.map(({ record, reason, message }) => ({
      date: record.date,
      workSummary: record.workSummary,
      reason,
      message: englishText(message),
    }));
    const candidates: RecordChange[] = copy.records.map((record) => ({
      date: record.date,
      rateId: record.rate.id,
      frequency: record.rate.frequency,
      workSummary: record.workSummary,
      counterPart: record.counterPart,
      timeAmount: record.timeAmount,
      timeUnit: record.timeUnit,
    }));
    const kept: RecordChange[] = [];
    validateTimesheetRecords(rules, candidates).forEach(({ change, issues }, index) => {
      const [first] = issues;
      if (!first) return void kept.push(change);
      const { sourceDate, workSummary } = copy.records[index] as (typeof copy.records)[number];
      dropped.push({ date: sourceDate, workSummary, reason: DROP_REASON_OF[first.rule], message: englishText({ key: "partsUnavailable", values: { problems: issues.map((issue) => issue.refusal) } }) });
    });
    dropped.sort((a, b) => a.date.localeCompare(b.date));
    if (kept.length === 0) return { created: [], dropped, timesheet: presentTimesheetStatuses(timesheet), nothingToCopy: null };
    const saved = await saveTimesheetRecords(tx, actor, timesheet, kept, { event: "copy-previous-month", today, rules });
    return { created: saved.records, dropped, timesheet: saved.timesheet, nothingToCopy: null };
  });
}

/** The records of the same project engagement's previous month, in calendar order, or why there are none. */
async function previousMonthRecords(tx: Tx, timesheet: StoredTimesheet, period: BillingPeriod) {
  // One query: no row means no previous month, one row without a record means no records.
  const joined = await tx
    .select({
      record: {
        date: timesheetRecords.date,
        workSummary: timesheetRecords.workSummary,
        counterPart: timesheetRecords.counterPart,
        timeAmount: timesheetRecords.timeAmount,
        timeUnit: timesheetRecords.timeUnit,
      },
      frequency: rates.frequency,
    })
    .from(timesheets)
    .leftJoin(timesheetRecords, eq(timesheetRecords.timesheetId, timesheets.id))
    .leftJoin(rates, eq(rates.id, timesheetRecords.rateId))
    .where(and(eq(timesheets.projectEngagementId, timesheet.projectEngagementId), eq(timesheets.billingPeriod, period.previous().toDatabase())))
    .orderBy(asc(timesheetRecords.date), asc(timesheetRecords.createdAt), asc(timesheetRecords.id));
  if (joined.length === 0) return { nothing: "NO_PREVIOUS_MONTH" as const };
  const rows = joined.flatMap(({ record, frequency }) => (record && frequency ? [{ ...record, frequency }] : []));
  if (rows.length === 0) return { nothing: "NO_PREVIOUS_RECORDS" as const };
  return rows.map(({ frequency, timeUnit, ...row }) => ({
    ...row,
    sourceDate: row.date,
    timeUnit: stored(TIME_UNITS, timeUnit, "time unit"),
    rate: { frequency: stored(RATE_FREQUENCIES, frequency, "rate frequency") },
  }));
}
