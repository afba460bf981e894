/**
 * Every formatter bound to one person's locale, so a screen asks once (useFormat, getFormat) and
 * never passes the locale by hand. Pure: the same object on the server and in the browser.
 */
import type { Money } from "@/lib/domain/money";
import type { BillingPeriodInput } from "@/lib/domain/billing-period";
import { formatDate, formatDateRange, formatDatesIn, formatInvoiceDate, formatMonth, formatTimestamp } from "./date";
import { parseDecimalInput } from "./decimal-input";
import type { FormatLocale } from "./locale";
import { formatExchangeRate, formatMoney, formatMoneyList, formatNumber, type NumberFormatDigits } from "./money";

export function formatsFor(locale: FormatLocale) {
  return {
    locale,
    money: (amount: string, currency: string) => formatMoney(amount, currency, locale),
    moneyList: (amounts: readonly Money[]) => formatMoneyList(amounts, locale),
    exchangeRate: (rate: string) => formatExchangeRate(rate, locale),
    number: (value: string, digits?: NumberFormatDigits) => formatNumber(value, locale, digits),
    date: (value: string | null | undefined) => formatDate(value, locale),
    invoiceDate: (value: string) => formatInvoiceDate(value, locale),
    month: (period: string | BillingPeriodInput) => formatMonth(period, locale),
    datesIn: (text: string) => formatDatesIn(text, locale),
    dateRange: (start: string | null | undefined, end: string | null | undefined, ongoing: string) => formatDateRange(start, end, locale, ongoing),
    timestamp: (value: string | null | undefined, timeZone?: string) => formatTimestamp(value, timeZone, locale),
    /** What a person typed ("1,5" in German) as the API's decimal ("1.5"), or null when it is no number. */
    parseDecimal: (text: string) => parseDecimalInput(text, locale),
  };
}

export type Formats = ReturnType<typeof formatsFor>;
