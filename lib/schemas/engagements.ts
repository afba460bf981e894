import { z } from "zod";
import { CURRENCIES, RATE_FREQUENCIES } from "@/lib/domain/reference";
import { billingPeriod, isoDate, uuid, timesheetStatusesSchema } from "./common";
import { pageQuery } from "./paging";

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
    .enum(["true", "false"], { error: "includeHidden must be true or false." })
    .optional()
    .transform((value) => value === "true"),
});
