import { z } from "zod";
import { isCountryCode } from "@/lib/domain/countries";
import { isTaxRuleKey, readTaxRule } from "@/lib/domain/invoice-tax";
import { isVatExchangeRateKey, readVatExchangeRate } from "@/lib/domain/vat-currency";
import { isoTimestamp, uuid } from "./common";
import { readRequireTwoFactor, REQUIRE_TWO_FACTOR_KEY, REQUIRE_TWO_FACTOR_VALUE_MESSAGE } from "./two-factor";

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

/**
 * Entries the application reads with a rule of their own; the problem with `value` (or the key)
 * under `key`, or null. Checked by the API on write and by the settings form.
 */
export function configurationEntryIssue(key: string, value: unknown): { path: "id" | "value"; message: string } | null {
  if (key === REQUIRE_TWO_FACTOR_KEY) return readRequireTwoFactor(value) ? null : { path: "value", message: REQUIRE_TWO_FACTOR_VALUE_MESSAGE };
  const exchange = isVatExchangeRateKey(key);
  if (exchange) {
    if (!exchange.valid) return { path: "id", message: "An exchange rate key names two different currencies, such as invoices.vatExchangeRate.EUR.CHF." };
    const reading = readVatExchangeRate(value);
    return reading.ok ? null : { path: "value", message: reading.problem };
  }
  const tax = isTaxRuleKey(key);
  if (!tax) return null;
  if (tax.country !== null && !isCountryCode(tax.country)) {
    return { path: "id", message: "A country tax rate key ends in an ISO 3166-1 alpha-2 code in capitals, such as invoices.taxRate.DE." };
  }
  const reading = readTaxRule(value);
  return reading.ok ? null : { path: "value", message: reading.problem };
}

export const configurationSchema = z.object({
  id: uuid,
  key: z.string(),
  value: z.json(),
  description: z.string().nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type Configuration = z.infer<typeof configurationSchema>;
