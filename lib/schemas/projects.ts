import { z } from "zod";
import { CURRENCIES, RATE_FREQUENCIES } from "@/lib/domain/reference";
import { isoDate, isoTimestamp, uuid, version, nameText } from "./common";
import { pageQuery } from "./paging";
import { keyed } from "./error-map";
import { englishText, type Refusal } from "@/lib/errors";

const name = nameText;
const description = z.string().trim().max(5000, { error: keyed("descriptionMost5000Characters") });
/** BT-10 of the project's invoices: a Leitweg-ID for a German public buyer, else a purchase order number. */
const buyerReference = z.string().trim().max(100, { error: keyed("buyerReferenceMost100") });

const endNotBeforeStart = (value: { startDate?: string | null; endDate?: string | null }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;
const endDateIssue = { error: keyed("endDateCannotBefore"), path: ["endDate"] };

export const createProjectBody = z
  .object({
    name,
    clientId: uuid,
    invoicingEntityId: uuid.nullish(),
    description: description.nullish(),
    buyerReference: buyerReference.nullish(),
    startDate: isoDate.nullish(),
    endDate: isoDate.nullish(),
  })
  .refine(endNotBeforeStart, endDateIssue);
export type CreateProjectBody = z.infer<typeof createProjectBody>;

/** Only the fields sent change; `version` is the one read, so a stale write is refused. */
export const updateProjectBody = z
  .object({
    name: name.optional(),
    clientId: uuid.optional(),
    invoicingEntityId: uuid.nullish(),
    description: description.nullish(),
    buyerReference: buyerReference.nullish(),
    startDate: isoDate.nullish(),
    endDate: isoDate.nullish(),
    version,
  })
  .refine(endNotBeforeStart, endDateIssue);
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

/** By name, one page at a time (`limit`, `cursor` = the previous answer's nextCursor). */
export const projectListQuery = pageQuery.extend({
  includeArchived: z
    .enum(["true", "false"], { error: keyed("fieldTrueOrFalse", { field: "includeArchived" }) })
    .optional()
    .transform((value) => value === "true"),
  q: z.string().trim().max(200, { error: keyed("fieldAtMostCharacters", { field: "q", max: 200 }) }).optional().describe("Part of a project's, its client's or a reviewer's name; case is ignored."),
  clientId: uuid.optional().describe("Only this client's projects."),
});
export type ProjectListQuery = z.output<typeof projectListQuery>;

export const PROJECT_ACTIONS = ["archive", "unarchive", "assign-contractor", "remove-contractor"] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

export function unknownProjectActionMessage(action: string): Refusal {
  return { key: "unknownProjectAction", values: { action, actions: PROJECT_ACTIONS.join(", ") } };
}

/** archive and unarchive: the body is optional; a version, when sent, must be the current one. */
export const archiveProjectBody = z.object({ version: version.optional() });

/** Puts a contractor on the project; the dated periods with rates are added through /api/engagements. */
export const assignContractorBody = z
  .object({
    contractorId: uuid,
    startDate: isoDate,
    endDate: isoDate.nullish(),
    expensesEligible: z.boolean().default(true),
    bonusEligible: z.boolean().default(false),
  })
  .refine(endNotBeforeStart, endDateIssue);
export type AssignContractorBody = z.infer<typeof assignContractorBody>;

export const removeContractorBody = z.object({ contractorId: uuid });
export type RemoveContractorBody = z.infer<typeof removeContractorBody>;

export const projectActionParams = z.object({ id: uuid, action: z.enum(PROJECT_ACTIONS) });

const reference = z.object({ id: uuid, name: z.string() });

export const projectListItemSchema = z.object({
  id: uuid,
  name: z.string(),
  client: reference,
  invoicingEntity: reference.nullable(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  archived: z.boolean(),
  archivedAt: isoTimestamp.nullable(),
  contractorsCount: z.number().int(),
  reviewersCount: z.number().int(),
  /** The project's reviewers' names, by name. */
  reviewerNames: z.array(z.string()),
  /** Timesheets not yet APPROVED or CLOSED. */
  openTimesheetsCount: z.number().int(),
  version: z.number().int(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectContractorSchema = z.object({
  /** The project engagement's id. */
  id: uuid,
  contractor: z.object({ id: uuid, name: z.string(), email: z.string(), active: z.boolean() }),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  expensesEligible: z.boolean(),
  bonusEligible: z.boolean(),
  engagements: z.array(
    z.object({
      id: uuid,
      startDate: isoDate,
      endDate: isoDate.nullable(),
      /** Sent back with PUT /api/engagements/{id}. */
      version: z.number().int(),
      rates: z.array(z.object({ id: uuid, frequency: z.enum(RATE_FREQUENCIES), amount: z.string(), currency: z.enum(CURRENCIES) })),
    }),
  ),
  timesheetsCount: z.number().int(),
  version: z.number().int(),
});
export type ProjectContractor = z.infer<typeof projectContractorSchema>;

export const projectDetailSchema = projectListItemSchema.extend({
  description: z.string().nullable(),
  /** Printed on its invoices (BT-10) before the invoicing entity's. */
  buyerReference: z.string().nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  engagements: z.array(projectContractorSchema),
  reviewers: z.array(z.object({ id: uuid, name: z.string(), email: z.string() })),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const PROJECT_HAS_TIMESHEETS_MESSAGE = englishText({ key: "projectTimesheetsArchiveInstead" });

export const projectResponse = z.object({ data: projectDetailSchema });
