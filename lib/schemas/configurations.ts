import { z } from "zod";
import { isCountryCode } from "@/lib/domain/countries";
import { isTaxRuleKey, readTaxRule } from "@/lib/domain/invoice-tax";
import { isVatExchangeRateKey, readVatExchangeRate } from "@/lib/domain/vat-currency";
import { isoTimestamp, uuid } from "./common";
import { REVIEW_LINK_MAX_DAYS } from "./reviews";
import { readRequireTwoFactor, REQUIRE_TWO_FACTOR_KEY, REQUIRE_TWO_FACTOR_VALUE_MESSAGE } from "./two-factor";
import { fieldIssue } from "@/lib/errors";

/** Configuration keys are dotted names such as reminders.firstReminderDay. */
export const configurationKey = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/, "A configuration key is a dotted name such as reminders.firstReminderDay.")
  .max(100, "A configuration key has at most 100 characters.");

export const configurationParams = z.object({ id: configurationKey });

/** What a value that is not JSON is told, by the API and by the settings form alike. */
export const CONFIGURATION_VALUE_NOT_JSON = "value must be JSON (a number, text, true/false, a list or an object).";

export const upsertConfigurationBody = z.object({
  value: z.json({ error: CONFIGURATION_VALUE_NOT_JSON }).refine((v) => v !== null, "value is required."),
  description: z.string().trim().max(1000, "A description has at most 1000 characters.").nullish(),
});
export type UpsertConfigurationBody = z.infer<typeof upsertConfigurationBody>;

export const REVIEW_LINK_DAYS_KEY = "reviewLinks.validityDays";
export const REVIEW_LINK_DAYS_MESSAGE = `Review links are valid for a whole number of days from 1 to ${REVIEW_LINK_MAX_DAYS}.`;

/** reviewLinks.validityDays as the review links take it, or null when the value is not one. */
export function readReviewLinkDays(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= REVIEW_LINK_MAX_DAYS ? value : null;
}

/**
 * The entries read with a simple rule: the key, whether a value passes, and what a value that
 * does not is told. The tax, exchange-rate and two-factor entries have rules of their own below.
 */
const SIMPLE_RULES: Record<string, { valid: (value: unknown) => boolean; message: string }> = {
  [REVIEW_LINK_DAYS_KEY]: { valid: (value) => readReviewLinkDays(value) !== null, message: REVIEW_LINK_DAYS_MESSAGE },
  "invoices.requiredToPrepare": { valid: (value) => typeof value === "boolean", message: "Whether an invoice is required to prepare is true or false." },
  // A day of every month, so at most 28 (February).
  "reminders.firstReminderDay": {
    valid: (value) => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 28,
    message: "The first reminder's day is a whole number from 1 to 28.",
  },
};

/**
 * Entries the application reads with a rule of their own; the problem with `value` (or the key)
 * under `key`, or null. Checked by the API on write and by the settings form, and on every read
 * of the list, where a value an older release stored is flagged with it. Keys the application
 * does not read take any JSON.
 */
export function configurationEntryIssue(key: string, value: unknown): { path: "id" | "value"; message: string } | null {
  const simple = SIMPLE_RULES[key];
  if (simple) return simple.valid(value) ? null : { path: "value", message: simple.message };
  if (key === REQUIRE_TWO_FACTOR_KEY) return readRequireTwoFactor(value) ? null : { path: "value", message: REQUIRE_TWO_FACTOR_VALUE_MESSAGE };
  const exchange = isVatExchangeRateKey(key);
  if (exchange) {
    if (!exchange.valid) return fieldIssue("id", { key: "exchangeRateKeyNames" });
    const reading = readVatExchangeRate(value);
    return reading.ok ? null : { path: "value", message: reading.problem };
  }
  const tax = isTaxRuleKey(key);
  if (!tax) return null;
  if (tax.country !== null && !isCountryCode(tax.country)) {
    return fieldIssue("id", { key: "countryTaxRateKey" });
  }
  const reading = readTaxRule(value);
  return reading.ok ? null : { path: "value", message: reading.problem };
}

export const configurationSchema = z.object({
  id: uuid,
  key: z.string(),
  value: z.json(),
  description: z.string().nullable(),
  /** Why the stored value is not one the application can use (an older release wrote it), or null; its readers use the default until it is corrected. */
  problem: z.string().nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type Configuration = z.infer<typeof configurationSchema>;
