import { z } from "zod";
import { COMPONENT_STATUSES, TIMESHEET_STATUSES } from "@/lib/domain/reference";
import { component, isoDate, uuid, version } from "./common";

export const CONTEST_REASON_MAX = 2000;

/** Why a component is contested: it is posted to the contractor, so it cannot be blank. */
export const contestReason = z
  .string({ error: "Give a reason for contesting." })
  .trim()
  .min(1, "Give a reason for contesting.")
  .max(CONTEST_REASON_MAX, `A reason has at most ${CONTEST_REASON_MAX} characters.`);

/** `version`, when sent, must be the timesheet's current one (else 409 and nothing changes). */
export const approveComponentBody = z.object({ component, version: version.optional() });
export type ApproveComponentBody = z.output<typeof approveComponentBody>;

export const contestComponentBody = z.object({ component, reason: contestReason, version: version.optional() });
export type ContestComponentBody = z.output<typeof contestComponentBody>;

export const closeTimesheetBody = z.object({ version: version.optional() });
export type CloseTimesheetBody = z.output<typeof closeTimesheetBody>;

export const BATCH_MAX = 200;

export const batchTimesheetsBody = z.object({
  ids: z
    .array(uuid)
    .min(1, "Send at least one timesheet id.")
    .max(BATCH_MAX, `Send at most ${BATCH_MAX} timesheet ids at once.`)
    .refine((ids) => new Set(ids).size === ids.length, "Each timesheet id may appear once."),
});
export type BatchTimesheetsBody = z.output<typeof batchTimesheetsBody>;

export const decidedTimesheetSchema = z.object({
  id: uuid,
  status: z.enum(TIMESHEET_STATUSES),
  feeStatus: z.enum(COMPONENT_STATUSES),
  expensesStatus: z.enum(COMPONENT_STATUSES),
  bonusStatus: z.enum(COMPONENT_STATUSES),
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
