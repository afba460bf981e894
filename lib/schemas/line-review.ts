import { z } from "zod";
import { CONTESTED_LINE_OUTCOMES, LINE_FIELDS } from "@/lib/domain/line-diff";
import { LINE_COMPONENTS } from "@/lib/domain/reference";
import { isoDate, isoTimestamp, uuid, moneySchema } from "./common";
import { keyed } from "./error-map";


/** A record or expense a reviewer contested, until the component is approved or contested again. */
export const contestedLineSchema = z.object({
  id: uuid,
  component: z.enum(LINE_COMPONENTS),
  /** The contested record (fee) or expense; it may since have been deleted by the contractor. */
  recordId: uuid.nullable(),
  expenseId: uuid.nullable(),
  reason: z.string(),
  contestedBy: z.string(),
  contestedAt: isoTimestamp,
}).meta({
  examples: [
    {
      id: "5b9e2f0c-1d2a-4e3b-8c4d-6f7a8b9c0d1e",
      component: "TIMESHEET",
      recordId: "3f1c2a9e-7b1d-4c55-9d0e-2a6f4b8c1d01",
      expenseId: null,
      reason: "The site was closed on this day.",
      contestedBy: "Jonas Brandt",
      contestedAt: "2026-11-02T10:15:31.402113Z",
    },
  ],
});
export type ContestedLine = z.infer<typeof contestedLineSchema>;

/** One line of a submitted component as its snapshot stores it (lib/domain/line-diff.ts). */
export const snapshotLineSchema = z.object({
  id: uuid,
  date: isoDate,
  description: z.string(),
  counterPart: z.string().nullable(),
  category: z.string().nullable(),
  timeAmount: z.string().nullable(),
  timeUnit: z.string().nullable(),
  rateFrequency: z.string().nullable(),
  rate: z.string().nullable(),
  amount: z.string().describe("decimal string, in the settlement currency"),
  currency: z.string(),
  amountInExpenseCurrency: z.string().nullable(),
  expenseCurrency: z.string().nullable(),
  exchangeRate: z.string().nullable(),
  files: z.array(z.string()),
});
export const snapshotLinesSchema = z.array(snapshotLineSchema);

const fieldValue = z.union([z.string(), z.array(z.string()), z.null()]);

export const submissionRefSchema = z.object({ number: z.number().int().positive(), submittedAt: isoTimestamp });

/** What changed in a component from the submission before to this one. */
export const lineDiffSchema = z.object({
  component: z.enum(LINE_COMPONENTS),
  submission: submissionRefSchema,
  /** The submission compared with; null for a component's first submission (then nothing is listed as changed). */
  previous: submissionRefSchema.nullable(),
  added: z.array(snapshotLineSchema),
  removed: z.array(snapshotLineSchema),
  changed: z.array(
    z.object({
      id: uuid,
      before: snapshotLineSchema,
      after: snapshotLineSchema,
      changes: z.array(z.object({ field: z.enum(LINE_FIELDS), before: fieldValue, after: fieldValue })),
    }),
  ),
  totals: z.object({ before: z.array(moneySchema), after: z.array(moneySchema) }),
  /** The lines contested on the previous submission, and what the resubmission did with each. */
  contested: z.array(
    z.object({
      lineId: uuid,
      label: z.string().describe("the line's date and description in the previous submission"),
      /** The label's parts, for a screen that writes the date in the reader's format and the category in words. */
      date: isoDate.nullable().describe("the line's date in the previous submission; null when that submission does not hold the line"),
      description: z.string().describe("the line's description in the previous submission; empty when it has none"),
      category: z.string().nullable().describe("an expense's category in the previous submission"),
      reason: z.string(),
      outcome: z.enum(CONTESTED_LINE_OUTCOMES),
    }),
  ),
});
export type LineDiffView = z.infer<typeof lineDiffSchema>;

const exampleLine = {
  id: "3f1c2a9e-7b1d-4c55-9d0e-2a6f4b8c1d02",
  date: "2026-10-06",
  description: "Substation survey",
  counterPart: "Grid Co",
  category: null,
  timeAmount: "1.00",
  timeUnit: "DAYS",
  rateFrequency: "DAILY",
  rate: "800.00",
  amount: "800.00",
  currency: "EUR",
  amountInExpenseCurrency: null,
  expenseCurrency: null,
  exchangeRate: null,
  files: [],
};

/** A resubmitted fee where the contractor halved one contested day and left the other, for the API document. */
export const LINE_DIFF_EXAMPLE: LineDiffView = {
  component: "TIMESHEET",
  submission: { number: 2, submittedAt: "2026-11-03T09:12:44.120391Z" },
  previous: { number: 1, submittedAt: "2026-11-01T16:40:02.533120Z" },
  added: [],
  removed: [],
  changed: [
    {
      id: exampleLine.id,
      before: exampleLine,
      after: { ...exampleLine, timeAmount: "0.50", amount: "400.00" },
      changes: [
        { field: "timeAmount", before: "1.00", after: "0.50" },
        { field: "amount", before: "800.00", after: "400.00" },
      ],
    },
  ],
  totals: { before: [{ amount: "16800.00", currency: "EUR" }], after: [{ amount: "16400.00", currency: "EUR" }] },
  contested: [
    { lineId: "3f1c2a9e-7b1d-4c55-9d0e-2a6f4b8c1d01", label: "2026-10-05 · Substation survey", date: "2026-10-05", description: "Substation survey", category: null, reason: "The site was closed on this day.", outcome: "UNCHANGED" },
    { lineId: exampleLine.id, label: "2026-10-06 · Substation survey", date: "2026-10-06", description: "Substation survey", category: null, reason: "Half a day, not a full day.", outcome: "CHANGED" },
  ],
};

export const lineDiffResponse = z.object({ data: lineDiffSchema }).meta({ examples: [{ data: LINE_DIFF_EXAMPLE }] });

/** Which diff: the component, and the submission (1, 2, ...; the latest when left out). */
export const lineDiffQuery = z.object({
  component: z.enum(LINE_COMPONENTS, { error: keyed("componentTimesheetOrExpenses") }),
  submission: z.coerce
    .number({ error: keyed("fieldWholeNumberFrom1", { field: "submission" }) })
    .int({ error: keyed("fieldWholeNumberFrom1", { field: "submission" }) })
    .min(1, { error: keyed("fieldWholeNumberFrom1", { field: "submission" }) })
    .max(10_000, { error: keyed("fieldWholeNumberFrom1", { field: "submission" }) })
    .optional(),
});
export type LineDiffQuery = z.output<typeof lineDiffQuery>;
