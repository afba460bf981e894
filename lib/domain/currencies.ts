/**
 * Lookups over the currency code list: minor units for rounding, symbols and names for display.
 */
import { CURRENCY_CODES } from "./currency-codes";
import { CURRENCIES, type Currency } from "./reference";

const BY_CODE = new Map(CURRENCY_CODES.map((entry) => [entry.code, entry]));

/** The spec's settlement currencies all have cents (spec point 9). */
export const SETTLEMENT_CURRENCY_MINOR_UNITS: Readonly<Record<Currency, number>> = {
  USD: 2,
  EUR: 2,
  CHF: 2,
  SAR: 2,
  AED: 2,
  GBP: 2,
};

export function isCurrencyCode(code: string): boolean {
  return BY_CODE.has(code);
}

export function isSettlementCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** Decimals of the currency's minor unit; an unknown code is an error, never a guess. */
export function currencyMinorUnits(code: string): number {
  if (isSettlementCurrency(code)) return SETTLEMENT_CURRENCY_MINOR_UNITS[code];
  const entry = BY_CODE.get(code);
  if (!entry) throw new Error(`Unknown currency: ${code}`);
  return entry.minorUnits;
}

export function currencyName(code: string): string | undefined {
  return BY_CODE.get(code)?.name;
}
