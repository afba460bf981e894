import "server-only";
import { currencyMinorUnits, isCurrencyCode } from "@/lib/domain/currencies";
import { parseIsoDate, type IsoDate } from "@/lib/domain/dates";

export const DATE_FORMAT = "dd mmm yyyy";
export const QUANTITY_FORMAT = "#,##0.00";
export const EXCHANGE_RATE_FORMAT = "0.00######";

/** A calendar date as the Date exceljs writes as a date serial; UTC so no time zone shifts the day. */
export function excelDate(date: IsoDate): Date {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

/** `[$EUR] #,##0.00`: the ISO code in front, as many decimals as the currency's minor unit. */
export function currencyFormat(currency: string): string {
  const decimals = isCurrencyCode(currency) ? currencyMinorUnits(currency) : 2;
  const code = currency.replace(/[^A-Z]/g, "");
  return `[$${code}] #,##0${decimals > 0 ? `.${"0".repeat(decimals)}` : ""}`;
}

/**
 * The one place money leaves decimal strings: a cell holds a double, so an amount that was
 * computed exactly becomes a number only as it is written.
 */
export function cellNumber(amount: string): number {
  return Number(amount);
}
