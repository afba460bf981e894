import { z } from "zod";
import { CONTRACTOR_STATUSES, ROLES, WEEKDAYS } from "@/lib/domain/reference";
import { LANGUAGES } from "@/lib/i18n/languages";
import { hasNoInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE, isOneLine, LINE_BREAK_MESSAGE, uuid, version } from "./common";

export const weekday = z.enum(WEEKDAYS, { error: `Work days must be among ${WEEKDAYS.join(", ")}.` });

export const workingDays = z
  .array(weekday)
  .min(1, "Choose at least one work day.")
  .refine((days) => new Set(days).size === days.length, "Each work day may appear only once.");

/** Tour name → seen. Merged into what is stored, so marking one tour never forgets another. */
export const productTours = z
  .record(z.string().trim().min(1, "A product tour needs a name.").max(100, "Product tour names are at most 100 characters."), z.boolean())
  .refine((tours) => Object.keys(tours).length <= 100, "At most 100 product tours.");

/**
 * The caller's own profile. Everyone may change their name; work days and product tours belong
 * to a contractor profile. `version` is the contractor profile's, as GET /api/user returns it.
 */
export const updateCurrentUserInput = z.object({
  name: z.string().trim().min(1, "Name is required.").max(200, "Name must be at most 200 characters.").refine(hasNoInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE).refine(isOneLine, LINE_BREAK_MESSAGE).optional(),
  workingDays: workingDays.optional(),
  productTours: productTours.optional(),
  /** The interface language; null returns to the browser's. */
  locale: z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(", ")}.` }).nullable().optional(),
  version: version.optional(),
});
export type UpdateCurrentUserInput = z.infer<typeof updateCurrentUserInput>;

/** Spec point 5: work days, status and product tours are set on a contractor profile. */
export const CONTRACTOR_PROFILE_NEEDED =
  "Setting work days or product tours needs a contractor profile, and this account has none.";

export const currentUserView = z.object({
  id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  locale: z.enum(LANGUAGES).nullable(),
  contractor: z
    .object({
      id: uuid,
      workingDays: z.array(weekday),
      status: z.enum(CONTRACTOR_STATUSES),
      productTours: z.record(z.string(), z.boolean()),
      version,
      projects: z.array(z.object({ id: uuid, name: z.string() })),
    })
    .nullable(),
});
