import { z } from "zod";
import { CONTRACTOR_STATUSES, CURRENCIES, PARTY_TYPES, RATE_FREQUENCIES, TIMESHEET_STATUSES, WEEKDAYS } from "@/lib/domain/reference";
import { VAT_CATEGORIES } from "@/lib/domain/vat-category";
import { countryCode } from "./clients";
import { billingPeriod, isoDate, isoTimestamp, uuid, version, nameText, timesheetStatusesSchema } from "./common";
import { pageQuery } from "./paging";
// The contractor's own profile's rule and words: at least one work day, each once.
import { workingDays } from "./user";
import { keyed } from "./error-map";
import { englishText } from "@/lib/errors";

const name = nameText;
const email = z
  .email({ error: keyed("enterValidEMail") })
  .max(320)
  .transform((value) => value.toLowerCase());
const partyType = z.enum(PARTY_TYPES, { error: keyed("partyTypeValues", { values: PARTY_TYPES.join(", ") }) });

export const createContractorBody = z.object({
  name,
  email,
  workingDays: workingDays.optional(),
  countryCode: countryCode.nullish(),
  partyType: partyType.nullish(),
});
export type CreateContractorBody = z.infer<typeof createContractorBody>;

/** Only the fields sent change; `active: false` deactivates (signs them out, keeps their history). */
export const updateContractorBody = z.object({
  name: name.optional(),
  workingDays: workingDays.optional(),
  status: z.enum(CONTRACTOR_STATUSES, { error: keyed("statusValues", { values: CONTRACTOR_STATUSES.join(", ") }) }).optional(),
  productTours: z.record(z.string().max(100), z.boolean()).optional(),
  active: z.boolean().optional(),
  countryCode: countryCode.nullish(),
  partyType: partyType.nullish(),
  /** The VAT category of this contractor's invoices, over the decision table; null goes back to the table. */
  vatCategoryOverride: z.enum(VAT_CATEGORIES, { error: keyed("vatCategoryValues", { values: VAT_CATEGORIES.join(", ") }) }).nullish(),
  version,
});
export type UpdateContractorBody = z.infer<typeof updateContractorBody>;

const projectReference = z.object({ id: uuid, name: z.string() });

export const contractorListItemSchema = z.object({
  id: uuid,
  userId: uuid,
  name: z.string(),
  email: z.string(),
  status: z.enum(CONTRACTOR_STATUSES),
  workingDays: z.array(z.enum(WEEKDAYS)),
  active: z.boolean(),
  countryCode: z.string().nullable(),
  partyType: z.enum(PARTY_TYPES).nullable(),
  /** An administrator's VAT category for this contractor's invoices; null: the decision table decides. */
  vatCategoryOverride: z.enum(VAT_CATEGORIES).nullable(),
  projects: z.array(projectReference),
  /** The latest sign-in session or activity-log entry of the person; null when there was none. */
  lastActivityAt: isoTimestamp.nullable(),
  version: z.number().int(),
});
export type ContractorListItem = z.infer<typeof contractorListItemSchema>;

/** GET /api/contractors: a page of contractors by name, narrowed by a text in their name, e-mail or project names. */
export const listContractorsQuery = pageQuery.extend({
  q: z.string().trim().max(200, { error: keyed("fieldAtMostCharacters", { field: "q", max: 200 }) }).optional().describe("Part of a name, e-mail or project name; case is ignored."),
});
export type ListContractorsQuery = z.output<typeof listContractorsQuery>;

export const contractorSchema = contractorListItemSchema.extend({
  productTours: z.record(z.string(), z.boolean()),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type Contractor = z.infer<typeof contractorSchema>;

export const INVITATION_STATES = ["PENDING", "USED", "EXPIRED", "REVOKED"] as const;

export const invitationStateSchema = z.object({
  state: z.enum(INVITATION_STATES),
  sentAt: isoTimestamp,
  expiresAt: isoTimestamp,
});

export const contractorDetailsSchema = z.object({
  contractor: contractorSchema,
  billingDetails: z
    .object({ data: z.record(z.string(), z.unknown()), updatedAt: isoTimestamp, version: z.number().int() })
    .nullable(),
  /** The latest invitation sent, or null. */
  invitation: invitationStateSchema.nullable(),
  engagements: z.array(
    z.object({
      id: uuid,
      project: projectReference.extend({ client: projectReference, archived: z.boolean() }),
      startDate: isoDate,
      endDate: isoDate.nullable(),
      expensesEligible: z.boolean(),
      bonusEligible: z.boolean(),
      engagements: z.array(
        z.object({
          id: uuid,
          startDate: isoDate,
          endDate: isoDate.nullable(),
          rates: z.array(z.object({ id: uuid, frequency: z.enum(RATE_FREQUENCIES), amount: z.string(), currency: z.enum(CURRENCIES) })),
          // The period's version, to send back when changing it (PUT /api/engagements/{id}).
          version: z.number().int(),
        }),
      ),
    }),
  ),
  timesheets: z.object({
    total: z.number().int(),
    byStatus: z.record(z.enum(TIMESHEET_STATUSES), z.number().int()),
    /** The 24 latest billing periods' timesheets, newest first. */
    recent: z.array(
      z.object({
        id: uuid,
        project: projectReference,
        billingPeriod,
        ...timesheetStatusesSchema.shape,
        flagged: z.boolean(),
      }),
    ),
  }),
});
export type ContractorDetails = z.infer<typeof contractorDetailsSchema>;

export const CONTRACTOR_HAS_SETTLED_WORK_MESSAGE = englishText({ key: "contractorSettledWorkDeactivate" });

export const contractorResponse = z.object({ data: contractorSchema });
