/**
 * The VAT of an invoice in the currency its seller accounts for VAT in (EN 16931 BT-6 and BT-111),
 * when that is not the invoice's currency: a Swiss contractor invoicing in euro declares the VAT
 * in francs. The seller's accounting currency is the currency of their billing details; the rate
 * is the configuration entry `invoices.vatExchangeRate.<INVOICE>.<ACCOUNTING>`, value
 * `{ "rate": "0.9412" }` (one unit of the invoice's currency in the accounting currency, as text).
 */
import type { Refusal } from "@/lib/errors";
import { CURRENCIES } from "./reference";
import { Decimal, roundToMinorUnit } from "./money";

export const VAT_EXCHANGE_RATE_KEY = "invoices.vatExchangeRate";

/** What a value that is no exchange rate is told: 'An exchange rate is an object such as { "rate": "0.9412" }: …'. */
export const VAT_EXCHANGE_RATE_PROBLEM: Refusal = { key: "exchangeRateObjectSuch" };

const RATE_TEXT = /^\d{1,7}(\.\d{1,8})?$/;

export function vatExchangeRateKey(invoiceCurrency: string, accountingCurrency: string): string {
  return `${VAT_EXCHANGE_RATE_KEY}.${invoiceCurrency}.${accountingCurrency}`;
}

/** Whether `key` is an exchange rate entry: null when it is not one, else its currencies and whether both are known. */
export function isVatExchangeRateKey(key: string): { valid: boolean } | null {
  if (!key.startsWith(`${VAT_EXCHANGE_RATE_KEY}.`)) return null;
  const parts = key.slice(VAT_EXCHANGE_RATE_KEY.length + 1).split(".");
  const known = (code: string | undefined) => code !== undefined && (CURRENCIES as readonly string[]).includes(code);
  return { valid: parts.length === 2 && known(parts[0]) && known(parts[1]) && parts[0] !== parts[1] };
}

export function readVatExchangeRate(value: unknown): { ok: true; rate: string } | { ok: false; problem: Refusal } {
  const rate = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as { rate?: unknown }).rate : undefined;
  if (typeof rate !== "string" || !RATE_TEXT.test(rate) || Decimal.parse(rate).compare(0n) <= 0) return { ok: false, problem: VAT_EXCHANGE_RATE_PROBLEM };
  return { ok: true, rate };
}

/** BT-111: the VAT total times the rate, rounded half-up once to the accounting currency's minor unit. */
export function vatInAccountingCurrency(taxTotal: string, rate: string, accountingCurrency: string): string {
  return roundToMinorUnit(Decimal.parse(taxTotal).times(rate), accountingCurrency);
}
