import { z } from "zod";
import { RATE_FREQUENCIES, TIME_UNITS } from "@/lib/domain/reference";
import { MAX_HOURS_PER_RECORD, recordTimeBoundProblem } from "@/lib/domain/record-time";
import { decimalString, isoDate, uuid, version, timesheetStatusesSchema } from "./common";
import { timesheetRecordSchema } from "./timesheets";

/** Spec point 5: creating or deleting timesheet records needs a timesheet id. */
export const TIMESHEET_ID_MISSING = "Timesheet id was not found.";

const timesheetId = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === "" ? TIMESHEET_ID_MISSING : "Expected an id (UUID)."),
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
    frequency: z.enum(RATE_FREQUENCIES, { error: `Frequency must be one of ${RATE_FREQUENCIES.join(", ")}.` }).optional(),
    workSummary: z.string().trim().min(1, "Work summary is required.").max(WORK_SUMMARY_MAX, `Work summary is at most ${WORK_SUMMARY_MAX} characters.`),
    counterPart: z.string().trim().max(COUNTERPART_MAX, `Counterpart is at most ${COUNTERPART_MAX} characters.`).default(""),
    timeAmount: decimalString("Time amount", { scale: 2, max: MAX_HOURS_PER_RECORD }),
    timeUnit: z.enum(TIME_UNITS, { error: `Time unit must be one of ${TIME_UNITS.join(", ")}.` }),
  })
  .superRefine((record, context) => {
    if (record.id !== undefined && record.version === undefined) {
      context.addIssue({ code: "custom", path: ["version"], message: "An update must carry the version of the record it changes." });
    }
    if (record.id === undefined && record.rateId === undefined && record.frequency === undefined) {
      context.addIssue({ code: "custom", path: ["frequency"], message: "Choose a rate: send rateId or frequency." });
    }
    // The hours bound is the amount's own maximum above; the days bound needs the unit beside it.
    const bound = record.timeUnit === "DAYS" ? recordTimeBoundProblem(record.timeAmount, "DAYS") : undefined;
    if (bound) context.addIssue({ code: "custom", path: ["timeAmount"], message: bound });
  });
export type TimesheetRecordInput = z.output<typeof timesheetRecordInput>;

export const upsertTimesheetRecordsBody = z.object({
  timesheetId,
  records: z.array(timesheetRecordInput).min(1, "Send at least one record.").max(200, "Send at most 200 records at once."),
});
export type UpsertTimesheetRecordsBody = z.output<typeof upsertTimesheetRecordsBody>;

export const deleteTimesheetRecordsBody = z.object({
  timesheetId,
  ids: z
    .array(uuid)
    .min(1, "Send at least one record id.")
    .max(500, "Send at most 500 record ids at once.")
    .refine((ids) => new Set(ids).size === ids.length, "Each record id may appear once."),
});
export type DeleteTimesheetRecordsBody = z.output<typeof deleteTimesheetRecordsBody>;

/** Optional: the timesheet version the client read; a stale one is refused with 409. */
export const copyPreviousMonthBody = z.object({ version: version.optional() });
export type CopyPreviousMonthBody = z.output<typeof copyPreviousMonthBody>;

export const flagTimesheetRecordBody = z.object({ flagged: z.boolean({ error: "flagged must be true or false." }), version: version.optional() });
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
export const NOTHING_TO_COPY_MESSAGES: Readonly<Record<NothingToCopyReason, (previousMonthName: string) => string>> = {
  NO_PREVIOUS_MONTH: (name) => `${name} has no timesheet on this project, so there is nothing to copy.`,
  NO_PREVIOUS_RECORDS: (name) => `${name} has no records, so there is nothing to copy.`,
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
