/**
 * Money for people: the currency's symbol or code and exactly its minor-unit decimals. Amounts
 * stay decimal strings: Intl formats a numeric string exactly, so no float is ever involved.
 */
import { Decimal, formatAmount, type Money } from "@/lib/domain/money";

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en", { style: "currency", currency, currencyDisplay: "symbol" });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** "11900" in EUR → "€11,900.00"; CHF and the Gulf currencies show their code. */
export function formatMoney(amount: string, currency: string): string {
  const exact = formatAmount(amount, currency) as `${number}`;
  return formatterFor(currency).format(exact);
}

/** Several currencies side by side; nothing at all reads as a dash. */
export function formatMoneyList(amounts: readonly Money[]): string {
  if (amounts.length === 0) return "—";
  return amounts.map((money) => formatMoney(money.amount, money.currency)).join(" · ");
}

/** Exchange rates are read at this many decimals wherever they are shown. */
export const EXCHANGE_RATE_DECIMALS = 4;

/**
 * An exchange rate for people: at least 4 decimals ("1.0000", "1.0500", "3.6725"), more only
 * when the stored rate has them ("0.93871234"), so every rate lines up and none is shown rounded.
 */
export function formatExchangeRate(rate: string): string {
  const exact = Decimal.parse(rate).normalized();
  return exact.toFixed(Math.max(EXCHANGE_RATE_DECIMALS, exact.scale));
}
