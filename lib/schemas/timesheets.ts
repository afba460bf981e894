import { z } from "zod";
import { AUDIT_ACTIONS, AUDITED_ENTITY_TYPES, COMPONENT_STATUSES, CURRENCIES, EXPENSE_CATEGORIES, FILE_TYPES, TIME_UNITS, WEEKDAYS } from "@/lib/domain/reference";
import { billingPeriod, component, isoDate, isoTimestamp, uuid, version, timesheetStatusesSchema, moneySchema } from "./common";
import { engagementSchema, rateSchema } from "./engagements";
import { contestedLineSchema } from "./line-review";
import { messageThreadSchema } from "./messages";
import { pageQuery } from "./paging";
import { keyed } from "./error-map";

// ---------------------------------------------------------------- requests

const periodText = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: keyed("fieldBillingPeriodYyyy", { field: label }) })
    .optional();

/** Newest billing period first, one page at a time (`limit`, `cursor` = the previous answer's nextCursor). */
export const timesheetListQuery = pageQuery
  .extend({
    /** Admin filters; a contractor only ever sees their own timesheets whatever is asked. */
    contractorId: uuid.optional(),
    projectId: uuid.optional(),
    /** Billing periods from and to, both included, as yyyy-MM. */
    from: periodText("from"),
    to: periodText("to"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: keyed("notAfter"), path: ["to"] });
export type TimesheetListQuery = z.infer<typeof timesheetListQuery>;

export const prepareComponentBody = z.object({ component, version: version.optional() });
export type PrepareComponentBody = z.infer<typeof prepareComponentBody>;

export const submitTimesheetBody = z.object({ version: version.optional() });
export type SubmitTimesheetBody = z.infer<typeof submitTimesheetBody>;

/** The spec's payload names: `comp`, and `resetStatus`, the status the client expects the component to get. */
export const resetComponentBody = z.object({
  comp: component,
  resetStatus: z.enum(COMPONENT_STATUSES, { error: keyed("fieldOneOf", { field: "resetStatus", values: COMPONENT_STATUSES.join(", ") }) }).optional(),
  version: version.optional(),
});
export type ResetComponentBody = z.infer<typeof resetComponentBody>;

export const flagTimesheetBody = z.object({
  flagged: z.boolean({ error: keyed("fieldTrueOrFalse", { field: "flagged" }) }),
  version: version.optional(),
});
export type FlagTimesheetBody = z.infer<typeof flagTimesheetBody>;

// ---------------------------------------------------------------- responses



/** Per currency; a timesheet normally has one. */
export const timesheetTotalsSchema = z.object({
  fee: z.array(moneySchema),
  expenses: z.array(moneySchema),
  bonus: z.array(moneySchema),
});

export const timesheetSummarySchema = timesheetStatusesSchema.extend({
  id: uuid,
  billingPeriod,
  flagged: z.boolean(),
  version: z.number().int(),
  project: z.object({ id: uuid, name: z.string() }),
  projectEngagementId: uuid,
  contractorId: uuid,
  totals: timesheetTotalsSchema,
  /** The invoices and receipts on file for the month, to download from the list. */
  files: z.array(z.object({ id: uuid, fileType: z.enum(FILE_TYPES), originalName: z.string(), outdated: z.boolean() })),
});
export type TimesheetSummary = z.infer<typeof timesheetSummarySchema>;

/** A file as the timesheet shows it; the storage key never leaves the server. */
export const timesheetFileSchema = z.object({
  id: uuid,
  fileType: z.enum(FILE_TYPES),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  outdated: z.boolean(),
  expenseRecordId: uuid.nullable(),
  createdAt: isoTimestamp,
});
export type TimesheetFile = z.infer<typeof timesheetFileSchema>;

export const timesheetRecordSchema = z.object({
  id: uuid,
  timesheetId: uuid,
  date: isoDate,
  rate: rateSchema,
  workSummary: z.string(),
  counterPart: z.string(),
  timeAmount: z.string().describe("decimal string"),
  timeUnit: z.enum(TIME_UNITS),
  flagged: z.boolean(),
  version: z.number().int(),
  messageThread: messageThreadSchema.nullable(),
});
export type TimesheetRecord = z.infer<typeof timesheetRecordSchema>;

export const expenseRecordSchema = z.object({
  id: uuid,
  timesheetId: uuid,
  date: isoDate,
  category: z.enum(EXPENSE_CATEGORIES),
  details: z.string(),
  /** In the settlement currency (originalCurrency). */
  amount: z.string().describe("decimal string"),
  amountInExpenseCurrency: z.string().describe("decimal string"),
  expenseCurrency: z.string(),
  exchangeRate: z.string().describe("decimal string"),
  originalCurrency: z.enum(CURRENCIES),
  version: z.number().int(),
  files: z.array(timesheetFileSchema),
  messageThread: messageThreadSchema.nullable(),
});
export type ExpenseRecord = z.infer<typeof expenseRecordSchema>;

export const activityEntrySchema = z.object({
  id: uuid,
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDITED_ENTITY_TYPES),
  entityId: uuid,
  event: z.string().nullable(),
  /** Who acted; `apiKey` names the API key they acted with, if any. */
  actor: z.object({ userId: uuid.nullable(), label: z.string(), apiKey: z.object({ id: uuid, name: z.string() }).nullable().optional() }),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoTimestamp,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/**
 * One row of the administrators' timesheet list and the project page's table: rendered by the
 * server (not an API answer), typed here once for the query that gives it and the table that shows it.
 */
export const adminTimesheetRowSchema = z.object({
  id: uuid,
  contractorName: z.string(),
  projectName: z.string(),
  clientName: z.string(),
  periodName: z.string(),
  ...timesheetStatusesSchema.shape,
  flagged: z.boolean(),
  updatedAt: z.string(),
  totals: z.object({ fee: z.array(moneySchema), expenses: z.array(moneySchema), bonus: z.array(moneySchema) }),
});
export type AdminTimesheetRow = z.infer<typeof adminTimesheetRowSchema>;

export const timesheetDetailSchema = timesheetSummarySchema.extend({
  bonusAmount: z.string().nullable(),
  /** The administrator's note on the bonus, shown to the contractor. */
  bonusNote: z.string().nullable(),
  submittedAt: isoTimestamp.nullable(),
  closedAt: isoTimestamp.nullable(),
  contractor: z.object({ id: uuid, name: z.string() }),
  /** The contractor's work days; with the engagements they give the date picker's disabled days. */
  workingDays: z.array(z.enum(WEEKDAYS)),
  submitButtonText: z.string(),
  projectEngagement: z.object({ id: uuid, startDate: isoDate, endDate: isoDate.nullable() }),
  engagements: z.array(engagementSchema),
  /** What expenses and the bonus are settled in: the rate currency of the engagement covering the
   *  month, else of the latest; null while the engagement has no rate (expenses are refused then). */
  settlementCurrency: z.enum(CURRENCIES).nullable(),
  timesheetRecords: z.array(timesheetRecordSchema),
  expenseRecords: z.array(expenseRecordSchema),
  files: z.array(timesheetFileSchema),
  /** The thread about the timesheet itself, if anyone commented on it. */
  messageThread: messageThreadSchema.nullable(),
  /** Every thread of the timesheet: its own, its records' and its expenses'. */
  messageThreads: z.array(messageThreadSchema),
  /** The activity log of the timesheet, newest first, at most 50 entries. */
  activity: z.array(activityEntrySchema),
  /** Records and expenses a reviewer contested one by one, until their component is approved or contested again. */
  contestedLines: z.array(contestedLineSchema),
});
export type TimesheetDetail = z.infer<typeof timesheetDetailSchema>;

export const timesheetActionResponse = z.object({ success: z.literal(true), data: timesheetDetailSchema });

export const billingPeriodOptionSchema = billingPeriod.extend({ text: z.string().describe("yyyy-MM") });
export type BillingPeriodOption = z.infer<typeof billingPeriodOptionSchema>;
