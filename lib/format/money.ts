/**
 * Money and numbers for people, in the person's locale: the currency's symbol or code where the
 * locale puts it, the locale's separators, and exactly the currency's minor-unit decimals.
 * Amounts stay decimal strings: Intl formats a numeric string exactly, so no float is ever involved.
 */
import { CURRENCY_CODES } from "@/lib/domain/currency-codes";
import { Decimal, formatAmount, type Money } from "@/lib/domain/money";
import { DEFAULT_FORMAT_LOCALE } from "./locale";

const formatters = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options: building one costs far more than using it. */
function formatterFor(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  return formatterFor(locale, { style: "currency", currency, currencyDisplay: "symbol" });
}

function symbolIn(locale: string, currency: string): string {
  return currencyFormatter(locale, currency).formatToParts(0).find((part) => part.type === "currency")?.value ?? currency;
}

const plainEnglishSymbols = new Map<string, string | null>();

/**
 * One house rule for English: the product writes "$11,900.00" and "¥12,000" as it always has,
 * while CLDR's British (and most other regional) English writes "US$" and "JP¥". Where a region
 * only prefixes English's own symbol, the prefix goes, unless another currency already shows that
 * bare symbol there (en-CA's "$" is the Canadian dollar, so en-CA keeps "US$").
 */
function plainEnglishSymbol(locale: string, currency: string): string | null {
  const key = `${locale}|${currency}`;
  let symbol = plainEnglishSymbols.get(key);
  if (symbol === undefined) {
    const regional = symbolIn(locale, currency);
    const plain = symbolIn("en", currency);
    const prefixed = regional !== plain && regional.endsWith(plain);
    const taken = prefixed && CURRENCY_CODES.some(({ code }) => code !== currency && symbolIn(locale, code) === plain);
    symbol = prefixed && !taken ? plain : null;
    plainEnglishSymbols.set(key, symbol);
  }
  return symbol;
}

function isEnglish(locale: string): boolean {
  return /^en(?:-|$)/i.test(locale);
}

/**
 * "11900" in EUR → "€11,900.00" (en-GB, en-US), "11.900,00 €" (de-DE), "EUR 11'900.00" (de-CH);
 * CHF and the Gulf currencies show their code; JPY has no decimals, KWD and BHD have three.
 */
export function formatMoney(amount: string, currency: string, locale: string = DEFAULT_FORMAT_LOCALE): string {
  const exact = formatAmount(amount, currency) as `${number}`;
  const formatter = currencyFormatter(locale, currency);
  const plain = isEnglish(locale) ? plainEnglishSymbol(locale, currency) : null;
  if (plain === null) return formatter.format(exact);
  return formatter
    .formatToParts(exact)
    .map((part) => (part.type === "currency" ? plain : part.value))
    .join("");
}

/** Several currencies side by side; nothing at all reads as a dash. */
export function formatMoneyList(amounts: readonly Money[], locale: string = DEFAULT_FORMAT_LOCALE): string {
  if (amounts.length === 0) return "—";
  return amounts.map((money) => formatMoney(money.amount, money.currency, locale)).join(" · ");
}

/** Exchange rates are read at this many decimals wherever they are shown. */
export const EXCHANGE_RATE_DECIMALS = 4;

/**
 * An exchange rate for people: at least 4 decimals ("1.0000", "1.0500", "3.6725"), more only
 * when the stored rate has them ("0.93871234"), so every rate lines up and none is shown rounded.
 * The locale's decimal mark ("3,6725" in German), and no grouping: a rate is read digit by digit
 * ("17000,5000"). The one-parameter overload keeps `rates.map(formatExchangeRate)` typed; the
 * index such a call passes is not a locale and is ignored.
 */
export function formatExchangeRate(rate: string): string;
export function formatExchangeRate(rate: string, locale: string): string;
export function formatExchangeRate(rate: string, locale?: unknown): string {
  const exact = Decimal.parse(rate).normalized();
  const decimals = Math.max(EXCHANGE_RATE_DECIMALS, exact.scale);
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false };
  const formatLocale = typeof locale === "string" ? locale : DEFAULT_FORMAT_LOCALE;
  return formatterFor(formatLocale, options).format(exact.toFixed(decimals) as `${number}`);
}

export type NumberFormatDigits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/** Intl's ceiling for fraction digits in Node 20 (later engines allow 100). */
const MAX_FRACTION_DIGITS = 20;

/**
 * A plain decimal (hours, days, a percentage) in the locale: "1.5" → "1.5" (en-GB), "1,5" (de-DE),
 * "1234.5" → "1,234.5" / "1.234,5" / "1'234.5". Without digits given, every decimal the value has
 * (up to 20) is shown and none is added; text that is no decimal is shown as is.
 */
export function formatNumber(value: string, locale: string = DEFAULT_FORMAT_LOCALE, digits: NumberFormatDigits = {}): string {
  const exact = Decimal.tryParse(value);
  if (!exact) return value;
  const minimumFractionDigits = digits.minimumFractionDigits ?? 0;
  const maximumFractionDigits = digits.maximumFractionDigits ?? Math.max(minimumFractionDigits, Math.min(exact.scale, MAX_FRACTION_DIGITS));
  return formatterFor(locale, { minimumFractionDigits, maximumFractionDigits }).format(exact.toString() as `${number}`);
}
