import { z } from "zod";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { COMPONENT_STATUSES, TIMESHEET_STATUSES } from "@/lib/domain/reference";
import { billingPeriod, isoTimestamp, uuid, timesheetStatusesSchema } from "./common";
import { keyed, keyedFrom, keyedIssue, refusalOfIssue } from "./error-map";
import type { ErrorKey } from "@/lib/errors";

/**
 * The admin timesheet search (spec points 3 and 7): `filters` of `{ id, value }` and `sorting`
 * of `{ id, desc }`. The filter and sort id `billingPeriod_name` names what the table shows
 * and maps to the `billing_period` column.
 */

export const TIMESHEET_SORT_IDS = ["billingPeriod_name", "billing_period", "status", "contractor", "project", "client", "updatedAt"] as const;
export type TimesheetSortId = (typeof TIMESHEET_SORT_IDS)[number];

export const MAX_SEARCH_PAGE_SIZE = 100;
export const DEFAULT_SEARCH_PAGE_SIZE = 25;

/** "2026-11", "2026-11-15" (the stored form) or "November 2026" → "2026-11". */
export function billingPeriodFromText(text: string): BillingPeriod | null {
  const named = /^([a-z]+)\s+(\d{4})$/i.exec(text.trim());
  try {
    if (!named) return BillingPeriod.fromString(text.trim());
    const [, monthName = "", year = ""] = named;
    const month = Array.from({ length: 12 }, (_, i) => i + 1).find(
      (m) => BillingPeriod.from({ month: m, year: 2000 }).name.split(" ")[0]?.toLowerCase() === monthName.toLowerCase(),
    );
    return month === undefined ? null : BillingPeriod.from({ month, year: Number(year) });
  } catch {
    // Year 0000 and impossible dates are as invalid as any other text.
    return null;
  }
}

const periodText = z.string().transform((text, context) => {
  const period = billingPeriodFromText(text);
  if (!period) {
    context.addIssue({ code: "custom", ...keyedIssue("invalidBillingPeriodText") });
    return z.NEVER;
  }
  return period.toString();
});

const periodRange = z
  .strictObject({ from: periodText.optional(), to: periodText.optional() })
  .refine((range) => range.from !== undefined || range.to !== undefined, { error: keyed("billingPeriodRangeNeeds") })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { error: keyed("rangeStartsAfterEnds") });

/**
 * A union's own message ("Invalid input") says nothing; this surfaces what the branch that
 * matched the shape of the input objected to.
 */
function unionMessage(fallback: ErrorKey): z.core.$ZodErrorMap {
  return (issue) => {
    if (issue.code !== "invalid_union") return undefined;
    const specific = issue.errors.flat().find((inner) => !(inner.code === "invalid_type" && inner.path.length === 0));
    // The branch's own issue carries its refusal; the union's issue takes it over with its words.
    return specific ? keyedFrom(issue, refusalOfIssue(specific)) : keyed(fallback)(issue);
  };
}

/** One period (as text) or an inclusive range; always read as `{ from?, to? }` in yyyy-MM. */
export const billingPeriodFilterValue = z
  .union([periodText, periodRange], {
    error: unionMessage("billingPeriodYyyyMm"),
  })
  .transform((value) => (typeof value === "string" ? { from: value, to: value } : value));

function oneOrMany<T extends z.ZodType>(item: T) {
  return z
    .union([item, z.array(item).min(1, { error: keyed("giveLeastValue") }).max(100, { error: keyed("giveMost100Values") })], {
      error: unionMessage("giveValueListValues"),
    })
    .transform((value): z.output<T>[] => (Array.isArray(value) ? value : [value]));
}

const statusValue = z.enum(TIMESHEET_STATUSES, { error: keyed("statusValues", { values: TIMESHEET_STATUSES.join(", ") }) });
const componentStatusValue = z.enum(COMPONENT_STATUSES, { error: keyed("componentStatusValues", { values: COMPONENT_STATUSES.join(", ") }) });

const FILTER_VALUES = {
  status: oneOrMany(statusValue),
  feeStatus: oneOrMany(componentStatusValue),
  expensesStatus: oneOrMany(componentStatusValue),
  bonusStatus: oneOrMany(componentStatusValue),
  billingPeriod_name: billingPeriodFilterValue,
  projectId: oneOrMany(uuid),
  clientId: oneOrMany(uuid),
  contractorId: oneOrMany(uuid),
  flagged: z.boolean({ error: keyed("fieldTrueOrFalse", { field: "flagged" }) }),
  search: z.string().trim().min(1, { error: keyed("searchTextNotEmpty") }).max(200, { error: keyed("searchTextMost200") }),
} as const;

export type TimesheetFilterId = keyof typeof FILTER_VALUES;
export const TIMESHEET_FILTER_IDS = Object.keys(FILTER_VALUES) as TimesheetFilterId[];

/** One `{ id, value }` entry per filter id, so each value keeps its own type after parsing. */
const entry = <K extends TimesheetFilterId>(id: K) => z.object({ id: z.literal(id), value: FILTER_VALUES[id] });

function describeId(input: unknown): string {
  const id = input && typeof input === "object" && "id" in input ? (input as { id: unknown }).id : undefined;
  return typeof id === "string" ? `"${id}"` : "missing";
}

const filterEntry = z.discriminatedUnion(
  "id",
  [
    entry("status"),
    entry("feeStatus"),
    entry("expensesStatus"),
    entry("bonusStatus"),
    entry("billingPeriod_name"),
    entry("projectId"),
    entry("clientId"),
    entry("contractorId"),
    entry("flagged"),
    entry("search"),
  ],
  {
  error: (issue) =>
    issue.code === "invalid_union"
      ? keyed("unknownFilterIdId", { id: describeId(issue.input), ids: TIMESHEET_FILTER_IDS.join(", ") })(issue)
      : undefined,
  },
);
export type TimesheetFilterEntry = z.output<typeof filterEntry>;

const sortEntry = z.strictObject({
  id: z.enum(TIMESHEET_SORT_IDS, {
    error: (issue) => keyed("unknownSortIdId", { id: typeof issue.input === "string" ? `"${issue.input}"` : "missing", ids: TIMESHEET_SORT_IDS.join(", ") })(issue),
  }),
  desc: z.boolean().default(false),
});

function noRepeats(label: string) {
  return (entries: { id: string }[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.id)) context.addIssue({ code: "custom", path: [index, "id"], ...keyedIssue("whatIdGivenTwice", { what: label, id: entry.id }) });
      seen.add(entry.id);
    });
  };
}

export const timesheetSearchBody = z.strictObject({
  filters: z.array(filterEntry).max(TIMESHEET_FILTER_IDS.length).superRefine(noRepeats("filter")).default([]),
  sorting: z.array(sortEntry).max(TIMESHEET_SORT_IDS.length).superRefine(noRepeats("sort")).default([]),
  page: z.number().int({ error: keyed("fieldWholeNumber", { field: "page" }) }).min(1, { error: keyed("fieldStartsAt1", { field: "page" }) }).max(1_000_000, { error: keyed("fieldIsAtMost", { field: "page", max: 1000000 }) }).default(1),
  pageSize: z
    .number()
    .int({ error: keyed("fieldWholeNumber", { field: "pageSize" }) })
    .min(1, { error: keyed("fieldAtLeast1", { field: "pageSize" }) })
    .max(MAX_SEARCH_PAGE_SIZE, { error: keyed("fieldMustBeAtMost", { field: "pageSize", max: MAX_SEARCH_PAGE_SIZE }) })
    .default(DEFAULT_SEARCH_PAGE_SIZE),
  after: z
    .string()
    .min(1, { error: keyed("fieldNotEmpty", { field: "after" }) })
    .max(500, { error: keyed("fieldTooLong", { field: "after" }) })
    .optional()
    .describe("The previous answer's nextCursor: the page that follows it in the default order (no sorting, page 1), as cheap at any depth."),
});
export type TimesheetSearchBody = z.output<typeof timesheetSearchBody>;
export type TimesheetSearchFilters = { [K in TimesheetFilterId]?: z.output<(typeof FILTER_VALUES)[K]> };

const money = z.object({ amount: z.string().describe("decimal string"), currency: z.string().describe("ISO 4217 code") });
const named = z.object({ id: uuid, name: z.string() });

export const timesheetSearchRow = z.object({
  id: uuid,
  /** The stored form of the billing period, as the column is named (spec point 3). */
  billing_period: z.iso.date().describe("The billing period's stored form, yyyy-MM-15"),
  billingPeriod,
  ...timesheetStatusesSchema.shape,
  flagged: z.boolean(),
  contractor: named.extend({ email: z.string() }),
  project: named,
  client: named,
  totals: z.object({ fee: z.array(money), expenses: z.array(money), bonus: z.array(money) }),
  updatedAt: isoTimestamp,
  version: z.number().int(),
});
export type TimesheetSearchRow = z.infer<typeof timesheetSearchRow>;

export const timesheetSearchResponse = z.object({
  data: z.object({
    rows: z.array(timesheetSearchRow),
    total: z.number().int().describe("Exact up to 10,000 matches; 10,000 when there are more (totalCapped)"),
    totalCapped: z.boolean().describe("True when there are more than 10,000 matches: show the total as \"10,000+\""),
    totalLabel: z.string().describe("The total as a table shows it: \"1,234\" or \"10,000+\""),
    page: z.number().int(),
    pageSize: z.number().int(),
    nextCursor: z
      .string()
      .nullable()
      .describe("In the default order (no sorting): pass as `after` for the next page; null after the last page or with a sorting."),
  }),
});

const labelled = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.object({ value: z.enum(values), label: z.string() }));

export const timesheetSearchFilters = z.object({
  filters: z.object({
    status: labelled(TIMESHEET_STATUSES),
    feeStatus: labelled(COMPONENT_STATUSES),
    expensesStatus: labelled(COMPONENT_STATUSES),
    bonusStatus: labelled(COMPONENT_STATUSES),
    billingPeriod_name: z.array(billingPeriod.extend({ value: z.string().describe("yyyy-MM") })),
    projectId: z.array(named.extend({ clientId: uuid })).describe("The first 20 by name; pickers ask GET /api/lookups/projects?q="),
    clientId: z.array(named).describe("The first 20 by name; pickers ask GET /api/lookups/clients?q="),
    contractorId: z.array(named).describe("The first 20 by name; pickers ask GET /api/lookups/contractors?q="),
    flagged: z.array(z.boolean()),
    search: z.object({ description: z.string() }),
  }),
  sorting: z.array(z.enum(TIMESHEET_SORT_IDS)),
});
export type TimesheetSearchFilterOptions = z.infer<typeof timesheetSearchFilters>;
