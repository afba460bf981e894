import { z } from "zod";
import { COMPONENT_STATUSES, COMPONENTS, CURRENCIES, EXPENSE_CATEGORIES, RATE_FREQUENCIES, TIME_UNITS } from "@/lib/domain/reference";
import { billingPeriod, component, isoDate, isoTimestamp, nameText, uuid, version, type Access, timesheetStatusesSchema, moneySchema } from "./common";
import { pageQuery } from "./paging";
import { timesheetFileSchema } from "./timesheets";
import { contestedLineSchema } from "./line-review";
import { contestedLinesInput, contestReason, decidedTimesheetSchema } from "./decisions";
import { keyed } from "./error-map";
import { englishText, type Refusal } from "@/lib/errors";

/** What a reviewer sees when a link cannot be used (HTTP 404 for all three: 410 is not among our statuses). */
export const REVIEW_LINK_MESSAGES = {
  expired: { key: "reviewLinkExpired" },
  revoked: { key: "reviewLinkWasRevoked" },
  invalid: { key: "reviewLinkNotValid" },
} as const satisfies Record<string, Refusal>;

export const REVIEW_LINK_DEFAULT_DAYS = 14;
export const REVIEW_LINK_MAX_DAYS = 90;

/** By project and name, one page at a time (`limit`, `cursor` = the previous answer's nextCursor). */
export const reviewerListQuery = pageQuery.extend({ projectId: uuid.optional() });

const reviewerEmail = z
  .string({ error: keyed("enterValidEMail") })
  .trim()
  .pipe(z.email({ error: keyed("enterValidEMail") }))
  .transform((email) => email.toLowerCase());

export const createReviewerBody = z.object({ projectId: uuid, name: nameText, email: reviewerEmail });
export type CreateReviewerBody = z.output<typeof createReviewerBody>;

/** A reviewer's name and e-mail; the project stays. */
export const updateReviewerBody = z.object({ name: nameText, email: reviewerEmail });
export type UpdateReviewerBody = z.output<typeof updateReviewerBody>;

export const reviewerSchema = z.object({ id: uuid, projectId: uuid, projectName: z.string(), name: z.string(), email: z.string() });
export type Reviewer = z.infer<typeof reviewerSchema>;

export const createReviewLinkBody = z.object({
  reviewerId: uuid.optional(),
  expiresInDays: z
    .number({ error: keyed("enterNumberDaysLink") })
    .int({ error: keyed("enterNumberDaysLink") })
    .min(1, { error: keyed("reviewLinkValidLeast") })
    .max(REVIEW_LINK_MAX_DAYS, { error: keyed("reviewLinkValidMost", { max: REVIEW_LINK_MAX_DAYS }) })
    .optional()
    .describe(`Days until the link expires; default: the reviewLinks.validityDays configuration, else ${REVIEW_LINK_DEFAULT_DAYS}.`),
});
export type CreateReviewLinkBody = z.output<typeof createReviewLinkBody>;

export const reviewLinkSchema = z.object({
  id: uuid,
  timesheetId: uuid,
  reviewerId: uuid.nullable(),
  expiresAt: isoTimestamp,
  revokedAt: isoTimestamp.nullable(),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

export const REVIEW_LINK_STATUSES = ["ACTIVE", "USED", "EXPIRED", "REVOKED"] as const;
export type ReviewLinkStatus = (typeof REVIEW_LINK_STATUSES)[number];

/** A link as the timesheet lists it (never its URL: only its hash is stored). */
export const reviewLinkListItemSchema = reviewLinkSchema.extend({
  reviewerName: z.string().nullable(),
  createdAt: isoTimestamp,
  /** REVOKED, else EXPIRED, else USED (a decision was made through it), else ACTIVE. A used link still works until it expires. */
  status: z.enum(REVIEW_LINK_STATUSES),
  decisions: z.number().int(),
});
export type ReviewLinkListItem = z.infer<typeof reviewLinkListItemSchema>;

/** The link as created: the only time its URL (and so its token) is ever shown. */
export const createdReviewLinkSchema = reviewLinkSchema.extend({ url: z.url() });
export type CreatedReviewLink = z.infer<typeof createdReviewLinkSchema>;

/** The review link's token stands in the path where other endpoints have an id. */
export const reviewTokenParams = z.object({ id: z.string().describe("the review link's token (from its URL)") });

export const reviewApproveBody = z.object({ component, version: version.optional() });
export const reviewContestBody = z
  .object({ component, reason: contestReason, lines: contestedLinesInput.optional(), version: version.optional() })
  .meta({
    examples: [
      {
        component: "EXPENSES",
        reason: "One receipt is missing.",
        lines: [{ expenseId: "8a0d6c1e-2f3b-4d7a-9c1e-5b2a7d9e0f11", reason: "No receipt attached for the taxi." }],
      },
    ],
  });


/** A file as the reviewer sees it: the timesheet's file without when it was uploaded. */
export const reviewFileSchema = timesheetFileSchema.omit({ createdAt: true });

/** Path params of a file opened through a review link. */
export const reviewFileParams = z.object({
  id: z.string().describe("the review link's token (from its URL)"),
  fileId: uuid,
});

export const reviewComponentSchema = z.object({
  component: z.enum(COMPONENTS),
  status: z.enum(COMPONENT_STATUSES),
  /** The transition table's answer for the reviewer; `refusal` says why not when both are false. */
  canApprove: z.boolean(),
  canContest: z.boolean(),
  refusal: z.string().nullable(),
});
export type ReviewComponent = z.infer<typeof reviewComponentSchema>;

export const timesheetReviewSchema = z.object({
  timesheet: z.object({
    id: uuid,
    billingPeriod,
    ...timesheetStatusesSchema.shape,
    submittedAt: isoTimestamp.nullable(),
    version,
  }),
  contractor: z.object({ name: z.string() }),
  project: z.object({ name: z.string(), clientName: z.string() }),
  reviewer: z.object({ name: z.string() }),
  link: z.object({ expiresAt: isoTimestamp }),
  components: z.array(reviewComponentSchema),
  records: z.array(
    z.object({
      id: uuid,
      date: isoDate,
      workSummary: z.string(),
      counterPart: z.string(),
      timeAmount: z.string().describe("decimal string"),
      timeUnit: z.enum(TIME_UNITS),
      rate: z.object({ frequency: z.enum(RATE_FREQUENCIES), amount: z.string(), currency: z.enum(CURRENCIES) }),
    }),
  ),
  expenses: z.array(
    z.object({
      id: uuid,
      date: isoDate,
      category: z.enum(EXPENSE_CATEGORIES),
      details: z.string(),
      amountInExpenseCurrency: z.string(),
      expenseCurrency: z.string(),
      exchangeRate: z.string(),
      amount: z.string(),
      currency: z.enum(CURRENCIES),
      fileIds: z.array(uuid),
    }),
  ),
  totals: z.object({ fee: z.array(moneySchema), expenses: z.array(moneySchema), bonus: z.array(moneySchema) }),
  /** Records and expenses contested one by one, until their component is approved or contested again. */
  contestedLines: z.array(contestedLineSchema),
  /** The timesheet's invoices and receipts; each opens at /api/timesheet-review/{token}/files/{id}. */
  files: z.array(reviewFileSchema),
});
export type TimesheetReview = z.infer<typeof timesheetReviewSchema>;

export const reviewDecisionResponse = z.object({
  data: z.object({ timesheet: decidedTimesheetSchema, component: z.enum(COMPONENTS), decision: z.enum(["APPROVED", "CONTESTED"]) }),
});
export type ReviewDecisionResult = z.infer<typeof reviewDecisionResponse>["data"];

export const tokenAccess: Access = `review link token (unknown, expired and revoked links are 404 with "${englishText(REVIEW_LINK_MESSAGES.invalid)}", "${englishText(REVIEW_LINK_MESSAGES.expired)}" or "${englishText(REVIEW_LINK_MESSAGES.revoked)}")`;
