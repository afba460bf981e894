import { z } from "zod";
import { TIMESHEET_STATUSES } from "@/lib/domain/reference";
import { component, isoDate, uuid, version, timesheetStatusesSchema } from "./common";
import { oneSelection, timesheetListFilter } from "./timesheet-selection";
import { keyed } from "./error-map";

export const CONTEST_REASON_MAX = 2000;

/** Why a component is contested: it is posted to the contractor, so it cannot be blank. */
export const contestReason = z
  .string({ error: keyed("giveReasonContesting") })
  .trim()
  .min(1, { error: keyed("giveReasonContesting") })
  .max(CONTEST_REASON_MAX, { error: keyed("reasonMostMaxCharacters", { max: CONTEST_REASON_MAX }) });

export const LINE_REASON_MAX = 500;
/** How many lines one contest may mark: more than a month holds, fewer than a body can abuse. */
export const CONTESTED_LINES_MAX = 500;

/** Why one record or expense is contested, beside the component's reason. */
export const lineReason = z
  .string({ error: keyed("giveReasonContestedLine") })
  .trim()
  .min(1, { error: keyed("giveReasonContestedLine") })
  .max(LINE_REASON_MAX, { error: keyed("lineSReasonMost", { max: LINE_REASON_MAX }) });

/** One contested line: a record (of the fee) or an expense, never both. */
export const contestedLineInput = z.union([
  z.strictObject({ recordId: uuid, reason: lineReason }),
  z.strictObject({ expenseId: uuid, reason: lineReason }),
]);
export type ContestedLineInput = z.output<typeof contestedLineInput>;

/** The lines a contest marks, each at most once. */
export const contestedLinesInput = z
  .array(contestedLineInput)
  .max(CONTESTED_LINES_MAX, { error: keyed("contestMostMaxLines", { max: CONTESTED_LINES_MAX }) })
  .refine((lines) => new Set(lines.map(contestedLineId)).size === lines.length, { error: keyed("eachLineContestedOnce") })
  .describe("Records (recordId, for the fee) or expenses (expenseId) of this component, each with its own reason.");

/** The record's or the expense's id of a contested line. */
export function contestedLineId(line: ContestedLineInput): string {
  return "recordId" in line ? line.recordId : line.expenseId;
}

/** `version`, when sent, must be the timesheet's current one (else 409 and nothing changes). */
export const approveComponentBody = z.object({ component, version: version.optional() });
export type ApproveComponentBody = z.output<typeof approveComponentBody>;

/** An example contest that marks two records of the fee, for the API document. */
export const CONTEST_WITH_LINES_EXAMPLE = {
  component: "TIMESHEET",
  reason: "Two days do not match the client's site log.",
  lines: [
    { recordId: "3f1c2a9e-7b1d-4c55-9d0e-2a6f4b8c1d01", reason: "The site was closed on this day." },
    { recordId: "3f1c2a9e-7b1d-4c55-9d0e-2a6f4b8c1d02", reason: "Half a day, not a full day." },
  ],
  version: 7,
} as const;

export const contestComponentBody = z
  .object({ component, reason: contestReason, lines: contestedLinesInput.optional(), version: version.optional() })
  .meta({ examples: [CONTEST_WITH_LINES_EXAMPLE] });
export type ContestComponentBody = z.output<typeof contestComponentBody>;

export const closeTimesheetBody = z.object({ version: version.optional() });
export type CloseTimesheetBody = z.output<typeof closeTimesheetBody>;

export const BATCH_MAX = 200;

/** A batch by filter ("select all matching") may reach this many timesheets; more is 413. */
export const BATCH_FILTER_MAX = 1_000;

export const batchTimesheetsBody = z
  .object({
    ids: z
      .array(uuid)
      .min(1, { error: keyed("sendLeastTimesheetId") })
      .max(BATCH_MAX, { error: keyed("sendMostMaxTimesheet", { max: BATCH_MAX }) })
      .refine((ids) => new Set(ids).size === ids.length, { error: keyed("eachTimesheetIdAppear") })
      .optional(),
    filter: timesheetListFilter
      .optional()
      .describe(`Instead of ids: every timesheet the timesheets list shows with this filter, at most ${BATCH_FILTER_MAX} (more is 413).`),
  })
  .superRefine(oneSelection);

export const decidedTimesheetSchema = z.object({
  id: uuid,
  ...timesheetStatusesSchema.shape,
  closed: z.boolean(),
  version,
});
export type DecidedTimesheet = z.infer<typeof decidedTimesheetSchema>;

/** One timesheet of a batch: changed (ok) or refused with the reason, in the order the ids came. */
export const batchResultSchema = z.object({
  id: uuid,
  ok: z.boolean(),
  status: z.enum(TIMESHEET_STATUSES).optional(),
  version: version.optional(),
  reason: z.string().optional(),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

export const batchResponse = z.object({
  data: z.object({ results: z.array(batchResultSchema), changed: z.number().int(), refused: z.number().int() }),
});
export type BatchOutcome = z.infer<typeof batchResponse>["data"];

export const advancePeriodsResponse = z.object({
  data: z.object({
    today: isoDate,
    /** Timesheets whose statuses the calendar moved (opened, or IN_PROGRESS → DUE). */
    timesheetsAdvanced: z.number().int(),
    /** INITIALIZED timesheets opened because their month began. */
    timesheetsOpened: z.number().int(),
    /** Components moved from IN_PROGRESS to DUE. */
    componentsDue: z.number().int(),
    /** Timesheets created for the current and the next period. */
    timesheetsCreated: z.number().int(),
  }),
});
export type AdvancePeriodsResult = z.infer<typeof advancePeriodsResponse>["data"];

export const decided = z.object({ data: decidedTimesheetSchema });

export const BATCH_SUMMARY =
  "Per-item results, not all-or-nothing: each timesheet is changed in its own savepoint inside one transaction, so a refused one (409 reason, unknown id) does not block the rest. The response lists every id in request order with ok, the new status and version, or the reason.";
