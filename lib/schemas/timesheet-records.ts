import { z } from "zod";
import { RATE_FREQUENCIES, TIME_UNITS } from "@/lib/domain/reference";
import { MAX_HOURS_PER_RECORD, recordTimeBoundProblem } from "@/lib/domain/record-time";
import { decimalString, isoDate, uuid, version, timesheetStatusesSchema } from "./common";
import { timesheetRecordSchema } from "./timesheets";
import { keyed, keyedIssue } from "./error-map";
import type { Refusal } from "@/lib/errors";


const timesheetId = z.uuid({
  error: (issue) => keyed(issue.input === undefined || issue.input === null || issue.input === "" ? "timesheetIdWasNotFound" : "expectedIdUuid")(issue),
});

/** One record to create (no id) or update (id and the version it was read at). */
/** The longest work summary and counterpart; the forms show them as a count ("1,234 / 2,000"). */
export const WORK_SUMMARY_MAX = 2000;
export const COUNTERPART_MAX = 200;

export const timesheetRecordInput = z
  .object({
    id: uuid.optional(),
    version: version.optional(),
    date: isoDate,
    rateId: uuid.optional(),
    frequency: z.enum(RATE_FREQUENCIES, { error: keyed("frequencyValues", { values: RATE_FREQUENCIES.join(", ") }) }).optional(),
    workSummary: z.string().trim().min(1, { error: keyed("workSummaryRequired") }).max(WORK_SUMMARY_MAX, { error: keyed("workSummaryMostMax", { max: WORK_SUMMARY_MAX }) }),
    counterPart: z.string().trim().max(COUNTERPART_MAX, { error: keyed("counterpartMostMaxCharacters", { max: COUNTERPART_MAX }) }).default(""),
    timeAmount: decimalString("Time amount", { scale: 2, max: MAX_HOURS_PER_RECORD }),
    timeUnit: z.enum(TIME_UNITS, { error: keyed("timeUnitValues", { values: TIME_UNITS.join(", ") }) }),
  })
  .superRefine((record, context) => {
    if (record.id !== undefined && record.version === undefined) {
      context.addIssue({ code: "custom", path: ["version"], ...keyedIssue("updateCarryVersionRecord") });
    }
    if (record.id === undefined && record.rateId === undefined && record.frequency === undefined) {
      context.addIssue({ code: "custom", path: ["frequency"], ...keyedIssue("chooseRateSendRateid") });
    }
    // The hours bound is the amount's own maximum above; the days bound needs the unit beside it.
    const bound = record.timeUnit === "DAYS" ? recordTimeBoundProblem(record.timeAmount, "DAYS") : undefined;
    if (bound) context.addIssue({ code: "custom", path: ["timeAmount"], ...keyedIssue(bound.key, bound.values) });
  });
export type TimesheetRecordInput = z.output<typeof timesheetRecordInput>;

export const upsertTimesheetRecordsBody = z.object({
  timesheetId,
  records: z.array(timesheetRecordInput).min(1, { error: keyed("sendLeastRecord") }).max(200, { error: keyed("sendMost200Records") }),
});
export type UpsertTimesheetRecordsBody = z.output<typeof upsertTimesheetRecordsBody>;

export const deleteTimesheetRecordsBody = z.object({
  timesheetId,
  ids: z
    .array(uuid)
    .min(1, { error: keyed("sendLeastRecordId") })
    .max(500, { error: keyed("sendMost500Record") })
    .refine((ids) => new Set(ids).size === ids.length, { error: keyed("eachRecordIdAppear") }),
});
export type DeleteTimesheetRecordsBody = z.output<typeof deleteTimesheetRecordsBody>;

/** Optional: the timesheet version the client read; a stale one is refused with 409. */
export const copyPreviousMonthBody = z.object({ version: version.optional() });
export type CopyPreviousMonthBody = z.output<typeof copyPreviousMonthBody>;

export const flagTimesheetRecordBody = z.object({ flagged: z.boolean({ error: keyed("fieldTrueOrFalse", { field: "flagged" }) }), version: version.optional() });
export type FlagTimesheetRecordBody = z.output<typeof flagTimesheetRecordBody>;

/**
 * A record as a write returns it: the shape of GET /api/timesheets/{id}'s records without the
 * message thread, which a write never changes.
 */
export const savedTimesheetRecord = timesheetRecordSchema.omit({ messageThread: true });
export type SavedTimesheetRecord = z.infer<typeof savedTimesheetRecord>;

/** The timesheet's statuses after a record change, so the client need not refetch to show them. */
export const timesheetStatusesAfterRecords = timesheetStatusesSchema.extend({ id: uuid, version });
export type TimesheetStatusesAfterRecords = z.infer<typeof timesheetStatusesAfterRecords>;

export const COPY_DROP_REASONS = ["NO_RATE", "OUTSIDE_MONTH", "DUPLICATE_DAY", "NO_RATE_AT_DATE", "DISABLED_DAY", "INVALID_RECORD"] as const;

export const copiedRecordDrop = z.object({
  date: isoDate.describe("the date of the record in the previous month"),
  workSummary: z.string(),
  reason: z.enum(COPY_DROP_REASONS),
  message: z.string(),
});
export type CopiedRecordDrop = z.infer<typeof copiedRecordDrop>;

export const upsertTimesheetRecordsResponse = z.object({
  data: z.object({ records: z.array(savedTimesheetRecord), timesheet: timesheetStatusesAfterRecords }),
});
export const deleteTimesheetRecordsResponse = z.object({
  data: z.object({ deleted: z.array(uuid), timesheet: timesheetStatusesAfterRecords }),
});
export const flagTimesheetRecordResponse = z.object({ data: savedTimesheetRecord });
/** Why a copy found nothing to copy: no timesheet for the previous month, or one without records. */
export const NOTHING_TO_COPY_REASONS = ["NO_PREVIOUS_MONTH", "NO_PREVIOUS_RECORDS"] as const;
export type NothingToCopyReason = (typeof NOTHING_TO_COPY_REASONS)[number];

/** What the screen says when there is nothing to copy: a plain fact, not an error. */
export const NOTHING_TO_COPY_MESSAGES: Readonly<Record<NothingToCopyReason, (previous: { month: number; year: number }) => Refusal>> = {
  NO_PREVIOUS_MONTH: ({ month, year }) => ({ key: "monthYearTimesheetProject", values: { month: String(month), year: String(year) } }),
  NO_PREVIOUS_RECORDS: ({ month, year }) => ({ key: "monthYearRecordsNothing", values: { month: String(month), year: String(year) } }),
};

export const nothingToCopy = z
  .object({ reason: z.enum(NOTHING_TO_COPY_REASONS), message: z.string() })
  .nullable()
  .describe("Set when the previous month has nothing to copy (no timesheet, or no records): nothing was created and nothing changed. Not an error.");

export const copyPreviousMonthResponse = z.object({
  data: z.object({
    created: z.array(savedTimesheetRecord),
    dropped: z.array(copiedRecordDrop),
    timesheet: timesheetStatusesAfterRecords,
    nothingToCopy,
  }),
});
