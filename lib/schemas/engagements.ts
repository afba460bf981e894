import { z } from "zod";
import { CURRENCIES, RATE_FREQUENCIES } from "@/lib/domain/reference";
import { billingPeriod, isoDate, uuid, timesheetStatusesSchema, decimalString, version } from "./common";
import { pageQuery } from "./paging";
import { keyed, keyedIssue } from "./error-map";

/** A rate of an engagement period: what one hour, day or month is paid. */
export const rateSchema = z.object({
  id: uuid,
  frequency: z.enum(RATE_FREQUENCIES),
  amount: z.string().describe("decimal string"),
  currency: z.enum(CURRENCIES),
});
export type Rate = z.infer<typeof rateSchema>;

/** One dated period of a project engagement with its rates; an open end date runs on. */
export const engagementSchema = z.object({
  id: uuid,
  startDate: isoDate,
  endDate: isoDate.nullable(),
  rates: z.array(rateSchema),
});
export type Engagement = z.infer<typeof engagementSchema>;

export const engagementTimesheetSchema = z.object({
  id: uuid,
  billingPeriod,
  ...timesheetStatusesSchema.shape,
  flagged: z.boolean(),
  version: z.number().int(),
});

export const projectEngagementSchema = z.object({
  id: uuid,
  project: z.object({ id: uuid, name: z.string() }),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  expensesEligible: z.boolean(),
  bonusEligible: z.boolean(),
  /** True when the 60-day rule hides it; only listed with includeHidden=true. */
  hidden: z.boolean(),
  engagements: z.array(engagementSchema),
  /**
   * Every visible timesheet of the engagement (INITIALIZED ones at most one billing period
   * ahead), for the workspace's period switcher: at most one per month of the engagement.
   */
  timesheets: z.array(engagementTimesheetSchema),
});
export type ProjectEngagement = z.infer<typeof projectEngagementSchema>;

/** By project name, one page at a time (`limit`, `cursor` = the previous answer's nextCursor). */
export const projectEngagementListQuery = pageQuery.extend({
  includeHidden: z
    .enum(["true", "false"], { error: keyed("fieldTrueOrFalse", { field: "includeHidden" }) })
    .optional()
    .transform((value) => value === "true"),
});

/** Largest rate an engagement may carry; keeps every fee inside numeric(14, 2). */
export const MAX_RATE_AMOUNT = 9_999_999;

const frequency = z.enum(RATE_FREQUENCIES, { error: keyed("frequencyValues", { values: RATE_FREQUENCIES.join(", ") }) });
const currency = z.enum(CURRENCIES, { error: keyed("currencyValues", { values: CURRENCIES.join(", ") }) });

/** An end date, when given, cannot lie before the start date. */
function endNotBeforeStart(value: { startDate: string; endDate?: string | null }, context: z.RefinementCtx) {
  if (value.endDate && value.endDate < value.startDate) {
    context.addIssue({ code: "custom", path: ["endDate"], ...keyedIssue("endDateCannotBefore") });
  }
}

export const createProjectEngagementBody = z
  .object({
    projectId: uuid,
    contractorId: uuid,
    startDate: isoDate,
    endDate: isoDate.nullish(),
    expensesEligible: z.boolean({ error: keyed("fieldTrueOrFalse", { field: "expensesEligible" }) }).default(true),
    bonusEligible: z.boolean({ error: keyed("fieldTrueOrFalse", { field: "bonusEligible" }) }).default(false),
  })
  .superRefine(endNotBeforeStart);
export type CreateProjectEngagementBody = z.output<typeof createProjectEngagementBody>;

export const rateInput = z.object({
  frequency,
  amount: decimalString("Rate amount", { scale: 2, max: MAX_RATE_AMOUNT }),
  currency,
});

/** One rate per frequency: an engagement period pays an hour, a day or a month one way only. */
const rateList = z
  .array(rateInput)
  .min(1, { error: keyed("engagementNeedsLeastRate") })
  .max(RATE_FREQUENCIES.length, { error: keyed("engagementMostMaxRates", { max: RATE_FREQUENCIES.length }) })
  .superRefine((rates, context) => {
    const seen = new Set<string>();
    rates.forEach((rate, index) => {
      if (seen.has(rate.frequency)) {
        context.addIssue({ code: "custom", path: [index, "frequency"], ...keyedIssue("alreadyFrequencyRateSend", { frequency: rate.frequency }) });
      }
      seen.add(rate.frequency);
    });
  });

export const createEngagementBody = z
  .object({ projectEngagementId: uuid, startDate: isoDate, endDate: isoDate.nullish(), rates: rateList })
  .superRefine(endNotBeforeStart);
export type CreateEngagementBody = z.output<typeof createEngagementBody>;

/** The whole period as the admin form holds it: a rate left out is removed. */
export const updateEngagementBody = z
  .object({ version, startDate: isoDate, endDate: isoDate.nullable(), rates: rateList })
  .superRefine(endNotBeforeStart);
export type UpdateEngagementBody = z.output<typeof updateEngagementBody>;

export const adminRateSchema = z.object({
  id: uuid,
  frequency,
  amount: z.string().describe("decimal string"),
  currency,
});

export const adminEngagementSchema = z.object({
  id: uuid,
  projectEngagementId: uuid,
  startDate: isoDate,
  endDate: isoDate.nullable(),
  version,
  rates: z.array(adminRateSchema),
});
export type AdminEngagement = z.infer<typeof adminEngagementSchema>;

export const adminProjectEngagementSchema = z.object({
  id: uuid,
  projectId: uuid,
  contractorId: uuid,
  startDate: isoDate,
  endDate: isoDate.nullable(),
  expensesEligible: z.boolean(),
  bonusEligible: z.boolean(),
  version,
  engagements: z.array(adminEngagementSchema),
});
export type AdminProjectEngagement = z.infer<typeof adminProjectEngagementSchema>;

/** A timesheet an engagement change created or removed. */
export const timesheetChangeSchema = z.object({ id: uuid, billingPeriod });
export type TimesheetChange = z.infer<typeof timesheetChangeSchema>;

/** A period after a change, with the timesheets the change created or removed. */
export const engagementChangeSchema = adminEngagementSchema.extend({
  timesheets: z.object({ created: z.array(timesheetChangeSchema), removed: z.array(timesheetChangeSchema) }),
});
export type EngagementChange = z.infer<typeof engagementChangeSchema>;
export const engagementChangeResponse = z.object({ data: engagementChangeSchema });
