import { z } from "zod";
import { isCountryCode } from "@/lib/domain/countries";
import { isTaxRuleKey, readTaxRule } from "@/lib/domain/invoice-tax";
import { isVatExchangeRateKey, readVatExchangeRate } from "@/lib/domain/vat-currency";
import { isoTimestamp, uuid } from "./common";
import { REVIEW_LINK_MAX_DAYS } from "./reviews";
import { readRequireTwoFactor, REQUIRE_TWO_FACTOR_KEY, REQUIRE_TWO_FACTOR_VALUE_MESSAGE } from "./two-factor";
import { fieldIssue, type ErrorIssue, type Refusal } from "@/lib/errors";
import { keyed } from "./error-map";

/** Configuration keys are dotted names such as reminders.firstReminderDay. */
export const configurationKey = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/, { error: keyed("configurationKeyDottedName") })
  .max(100, { error: keyed("configurationKeyMost100") });

export const configurationParams = z.object({ id: configurationKey });

/** What a value that is not JSON is told, by the API and by the settings form alike. */
export const CONFIGURATION_VALUE_NOT_JSON: Refusal = { key: "valueJsonNumberText" };

export const upsertConfigurationBody = z.object({
  value: z.json({ error: keyed(CONFIGURATION_VALUE_NOT_JSON.key) }).refine((v) => v !== null, { error: keyed("valueRequired") }),
  description: z.string().trim().max(1000, { error: keyed("descriptionMost1000Characters") }).nullish(),
});
export type UpsertConfigurationBody = z.infer<typeof upsertConfigurationBody>;

export const REVIEW_LINK_DAYS_KEY = "reviewLinks.validityDays";
export const REVIEW_LINK_DAYS_MESSAGE: Refusal = { key: "reviewLinksValidWhole", values: { max: REVIEW_LINK_MAX_DAYS } };

/** reviewLinks.validityDays as the review links take it, or null when the value is not one. */
export function readReviewLinkDays(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= REVIEW_LINK_MAX_DAYS ? value : null;
}

/**
 * The entries read with a simple rule: the key, whether a value passes, and what a value that
 * does not is told. The tax, exchange-rate and two-factor entries have rules of their own below.
 */
const SIMPLE_RULES: Record<string, { valid: (value: unknown) => boolean; refusal: Refusal }> = {
  [REVIEW_LINK_DAYS_KEY]: { valid: (value) => readReviewLinkDays(value) !== null, refusal: REVIEW_LINK_DAYS_MESSAGE },
  "invoices.requiredToPrepare": { valid: (value) => typeof value === "boolean", refusal: { key: "whetherInvoiceRequiredPrepare" } },
  // A day of every month, so at most 28 (February).
  "reminders.firstReminderDay": {
    valid: (value) => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 28,
    refusal: { key: "firstReminderSDay" },
  },
};

/**
 * Entries the application reads with a rule of their own; the problem with `value` (or the key)
 * under `key`, or null. Checked by the API on write and by the settings form, and on every read
 * of the list, where a value an older release stored is flagged with it. Keys the application
 * does not read take any JSON.
 */
export function configurationEntryIssue(key: string, value: unknown): (ErrorIssue & { path: "id" | "value" }) | null {
  const simple = SIMPLE_RULES[key];
  if (simple) return simple.valid(value) ? null : fieldIssue("value", simple.refusal);
  if (key === REQUIRE_TWO_FACTOR_KEY) return readRequireTwoFactor(value) ? null : fieldIssue("value", REQUIRE_TWO_FACTOR_VALUE_MESSAGE);
  const exchange = isVatExchangeRateKey(key);
  if (exchange) {
    if (!exchange.valid) return fieldIssue("id", { key: "exchangeRateKeyNames" });
    const reading = readVatExchangeRate(value);
    return reading.ok ? null : fieldIssue("value", reading.problem);
  }
  const tax = isTaxRuleKey(key);
  if (!tax) return null;
  if (tax.country !== null && !isCountryCode(tax.country)) {
    return fieldIssue("id", { key: "countryTaxRateKey" });
  }
  const reading = readTaxRule(value);
  return reading.ok ? null : fieldIssue("value", reading.problem);
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
