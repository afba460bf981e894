/**
 * The tax line of an invoice, when the configuration asks for one. The configuration entry
 * `invoices.taxRate.<country>` (the contractor's billing country) wins over `invoices.taxRate`
 * (every contractor); without either the invoice has no tax line. docs/invoices.md is the same
 * rule in prose. Expense invoices never carry it: they pass on what was paid, and their receipts
 * already hold whatever tax was charged on them.
 */
import type { Refusal } from "@/lib/errors";
import { Decimal } from "./money";

export const INVOICE_TAX_KEY = "invoices.taxRate";
export const DEFAULT_TAX_LABEL = "VAT";
const TAX_LABEL_MAX = 40;

/** What a value that is no tax rate is told: 'A tax rate is an object such as { "rate": "19", "label": "VAT" }: …'. */
export const TAX_RULE_PROBLEM: Refusal = { key: "taxRateObjectSuch" };

/** Percent as text: at most three whole digits and four decimals, so "19", "7.7", "0", "100". */
const RATE_TEXT = /^\d{1,3}(\.\d{1,4})?$/;

export interface TaxRule {
  label: string;
  /** Percent as exact decimal text without trailing zeros: "19", "7.7". */
  rate: string;
}

export type TaxRuleReading = { ok: true; rule: TaxRule } | { ok: false; problem: Refusal };

/** The configuration keys that may hold the rule for a contractor billing from `countryCode`, the one that wins first. */
export function taxRuleKeys(countryCode: string | null): string[] {
  return countryCode ? [`${INVOICE_TAX_KEY}.${countryCode.toUpperCase()}`, INVOICE_TAX_KEY] : [INVOICE_TAX_KEY];
}

/** Whether `key` is one of the tax rule keys (the country part is checked by the caller, which knows the countries). */
export function isTaxRuleKey(key: string): { country: string | null } | null {
  if (key === INVOICE_TAX_KEY) return { country: null };
  return key.startsWith(`${INVOICE_TAX_KEY}.`) ? { country: key.slice(INVOICE_TAX_KEY.length + 1) } : null;
}

/**
 * Reads a configuration value { rate: "19", label: "GST" }. The rate is text, never a number, as
 * money rules never go through a float; an object, so the label sits beside it.
 */
export function readTaxRule(value: unknown): TaxRuleReading {
  const refused: TaxRuleReading = { ok: false, problem: TAX_RULE_PROBLEM };
  if (typeof value !== "object" || value === null || Array.isArray(value)) return refused;
  const object = value as Record<string, unknown>;
  const rate = object.rate;
  const label = "label" in object ? object.label : DEFAULT_TAX_LABEL;
  if (typeof rate !== "string" || !RATE_TEXT.test(rate) || Decimal.parse(rate).compare("100") > 0) return refused;
  if (typeof label !== "string" || label.trim() === "" || label.trim().length > TAX_LABEL_MAX) return refused;
  if (Object.keys(object).some((key) => key !== "rate" && key !== "label")) return refused;
  return { ok: true, rule: { label: label.trim(), rate: Decimal.parse(rate).normalized().toString() } };
}

/**
 * Where a rate for domestic invoices comes from: the country's own entry, the general entry, or
 * none (the invoice then carries no VAT: category O, "no VAT rate applies to this seller"). An
 * entry whose value is no tax rate refuses generation until it is mended, so it is said apart.
 */
export type TaxRateSource =
  | { state: "COUNTRY" | "GENERAL"; key: string; rule: TaxRule }
  | { state: "INVALID"; key: string }
  | { state: "NONE" };

export interface CountryTaxRate {
  country: string;
  /** The entry that gives this country a rate of its own (set or edited from Settings). */
  countryKey: string;
  source: TaxRateSource;
}

export interface TaxRateOverview {
  /** invoices.taxRate: every country without an entry of its own. */
  general: TaxRateSource;
  countries: CountryTaxRate[];
}

function sourceOf(key: string, value: unknown, state: "COUNTRY" | "GENERAL"): TaxRateSource {
  const reading = readTaxRule(value);
  return reading.ok ? { state, key, rule: reading.rule } : { state: "INVALID", key };
}

/**
 * The rate each country's domestic invoices carry, by the rule generation follows
 * (`taxRuleKeys`: the country's entry, else the general one), for Settings. `countries` are the
 * countries invoices are made in and for; a country with an entry of its own is listed even when
 * no one bills from it yet.
 */
export function taxRateOverview(entries: readonly { key: string; value: unknown }[], countries: readonly string[]): TaxRateOverview {
  const byKey = new Map(entries.filter((entry) => isTaxRuleKey(entry.key)).map((entry) => [entry.key, entry.value]));
  const general: TaxRateSource = byKey.has(INVOICE_TAX_KEY) ? sourceOf(INVOICE_TAX_KEY, byKey.get(INVOICE_TAX_KEY), "GENERAL") : { state: "NONE" };
  const configured = [...byKey.keys()].map((key) => isTaxRuleKey(key)?.country).filter((country): country is string => !!country);
  const all = [...new Set([...countries.map((country) => country.toUpperCase()), ...configured])].sort();
  return {
    general,
    countries: all.map((country) => {
      const countryKey = `${INVOICE_TAX_KEY}.${country}`;
      return { country, countryKey, source: byKey.has(countryKey) ? sourceOf(countryKey, byKey.get(countryKey), "COUNTRY") : general };
    }),
  };
}
