import "server-only";
import { currencyMinorUnits, isCurrencyCode } from "@/lib/domain/currencies";
import { parseIsoDate, type IsoDate } from "@/lib/domain/dates";

export const DATE_FORMAT = "dd mmm yyyy";
export const QUANTITY_FORMAT = "#,##0.00";
export const EXCHANGE_RATE_FORMAT = "0.00######";

/**
 * A batch export writes the same few hundred days tens of thousands of times: each is parsed and
 * validated once. exceljs only reads the Date it is given, so one instance can serve every cell;
 * the bound keeps a long-running server from collecting every day it ever exported.
 */
const excelDates = new Map<string, Date>();
const EXCEL_DATES_KEPT = 5_000;

/** A calendar date as the Date exceljs writes as a date serial; UTC so no time zone shifts the day. */
export function excelDate(date: IsoDate): Date {
  const known = excelDates.get(date);
  if (known) return known;
  const { year, month, day } = parseIsoDate(date);
  const value = new Date(Date.UTC(year, month - 1, day));
  if (excelDates.size >= EXCEL_DATES_KEPT) excelDates.clear();
  excelDates.set(date, value);
  return value;
}

// A handful of currencies, asked for once per money cell.
const currencyFormats = new Map<string, string>();

/** `[$EUR] #,##0.00`: the ISO code in front, as many decimals as the currency's minor unit. */
export function currencyFormat(currency: string): string {
  const known = currencyFormats.get(currency);
  if (known !== undefined) return known;
  const decimals = isCurrencyCode(currency) ? currencyMinorUnits(currency) : 2;
  const code = currency.replace(/[^A-Z]/g, "");
  const format = `[$${code}] #,##0${decimals > 0 ? `.${"0".repeat(decimals)}` : ""}`;
  // Codes come from stored rows, a bounded set; anything else is computed and not kept.
  if (isCurrencyCode(currency)) currencyFormats.set(currency, format);
  return format;
}

/**
 * The one place money leaves decimal strings: a cell holds a double, so an amount that was
 * computed exactly becomes a number only as it is written.
 */
export function cellNumber(amount: string): number {
  return Number(amount);
}
