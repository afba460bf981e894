import { z } from "zod";
import { CONTRACTOR_STATUSES, ROLES, WEEKDAYS } from "@/lib/domain/reference";
import { LANGUAGES } from "@/lib/i18n/languages";
import { hasNoInvisibleCharacters, isOneLine, uuid, version } from "./common";
import { keyed } from "./error-map";
import type { Refusal } from "@/lib/errors";

export const weekday = z.enum(WEEKDAYS, { error: keyed("workDaysAmongValues", { values: WEEKDAYS.join(", ") }) });

export const workingDays = z
  .array(weekday)
  .min(1, { error: keyed("chooseLeastWorkDay") })
  .refine((days) => new Set(days).size === days.length, { error: keyed("eachWorkDayAppear") });

/** Tour name → seen. Merged into what is stored, so marking one tour never forgets another. */
export const productTours = z
  .record(z.string().trim().min(1, { error: keyed("productTourNeedsName") }).max(100, { error: keyed("productTourNamesMost") }), z.boolean())
  .refine((tours) => Object.keys(tours).length <= 100, { error: keyed("most100ProductTours") });

/**
 * The caller's own profile. Everyone may change their name; work days and product tours belong
 * to a contractor profile. `version` is the contractor profile's, as GET /api/user returns it.
 */
export const updateCurrentUserInput = z.object({
  name: z.string().trim().min(1, { error: keyed("nameRequired") }).max(200, { error: keyed("nameMost200Characters") }).refine(hasNoInvisibleCharacters, { error: keyed("nameNotContainInvisible") }).refine(isOneLine, { error: keyed("nameNotContainLine") }).optional(),
  workingDays: workingDays.optional(),
  productTours: productTours.optional(),
  /** The interface language; null returns to the browser's. */
  locale: z.enum(LANGUAGES, { error: keyed("languageValues", { values: LANGUAGES.join(", ") }) }).nullable().optional(),
  version: version.optional(),
});
export type UpdateCurrentUserInput = z.infer<typeof updateCurrentUserInput>;

/** Spec point 5: work days, status and product tours are set on a contractor profile. */
export const CONTRACTOR_PROFILE_NEEDED: Refusal = { key: "contractorProfileNeeded" };

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
