/**
 * Dates for people in the person's locale (`dd MMM yyyy` in English, UX.md), while the API and the
 * database keep `yyyy-MM-dd`. Calendar dates are formatted as UTC midnight in UTC, so no time zone
 * can move a day; only moments (formatTimestamp) are read in a time zone.
 */
import { BillingPeriod, type BillingPeriodInput, toBillingPeriod } from "@/lib/domain/billing-period";
import { DEFAULT_FORMAT_LOCALE } from "./locale";

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per locale and options: building one costs far more than using it. */
function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const SHORT_DATE: Intl.DateTimeFormatOptions = { timeZone: "UTC", day: "2-digit", month: "short", year: "numeric" };
const LONG_DATE: Intl.DateTimeFormatOptions = { timeZone: "UTC", day: "2-digit", month: "long", year: "numeric" };
const MONTH_AND_YEAR: Intl.DateTimeFormatOptions = { timeZone: "UTC", month: "long", year: "numeric" };

/** UTC midnight of a calendar day (setUTCFullYear, so that years below 100 stay themselves). */
function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** The calendar day a `yyyy-MM-dd` prefix names; undefined when there is no such day ("2026-02-30"). */
function calendarDay(value: string): Date | undefined {
  const match = ISO_DATE_PREFIX.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = utcMidnight(year, month, day);
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date : undefined;
}

/**
 * Intl's parts, joined, with one house rule: English abbreviates every month to three letters
 * (`MMM`, UX.md), as the product always has. CLDR's en-GB data writes September "Sept"; without
 * this rule "05 Sep 2026" would become "05 Sept 2026" for every English reader.
 */
function joinShortMonthParts(parts: readonly Intl.DateTimeFormatPart[], locale: string): string {
  const english = /^en(?:-|$)/i.test(locale);
  return parts.map((part) => (english && part.type === "month" ? part.value.slice(0, 3) : part.value)).join("");
}

/**
 * "2026-11-05" (or a timestamp that starts with a date) → "05 Nov 2026" in en-GB, "05. Nov. 2026"
 * in de-DE, "Nov 05, 2026" in en-US; anything else, an impossible day included, is shown as is.
 */
export function formatDate(value: string | null | undefined, locale: string = DEFAULT_FORMAT_LOCALE): string {
  if (!value) return "—";
  const day = calendarDay(value);
  if (!day) return value;
  return joinShortMonthParts(formatterFor(locale, SHORT_DATE).formatToParts(day), locale);
}

/**
 * An invoice's dates, spec point 3: `dd MMMM yyyy`, "2026-11-24" → "24 November 2026" in en-GB,
 * "24. November 2026" in German; anything else as is.
 */
export function formatInvoiceDate(value: string, locale: string = DEFAULT_FORMAT_LOCALE): string {
  const day = calendarDay(value);
  if (!day) return value;
  return formatterFor(locale, LONG_DATE).format(day);
}

/**
 * A billing period ("2026-11", the database's "2026-11-15", or the API's `{ month, year }`) by its
 * month's name: "November 2026" in English and German alike, "März 2027" in German. A string that
 * is no period is shown as is. (BillingPeriod.name stays the English name the server writes.)
 */
export function formatMonth(period: string | BillingPeriodInput, locale: string = DEFAULT_FORMAT_LOCALE): string {
  let billingPeriod: BillingPeriod;
  if (typeof period === "string") {
    try {
      billingPeriod = BillingPeriod.fromString(period);
    } catch {
      return period;
    }
  } else {
    billingPeriod = toBillingPeriod(period);
  }
  return formatterFor(locale, MONTH_AND_YEAR).format(utcMidnight(billingPeriod.year, billingPeriod.month, 1));
}

/** Every yyyy-MM-dd date inside a sentence (a server message) as formatDate writes it, so one screen shows one format. */
export function formatDatesIn(text: string, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (date) => formatDate(date, locale));
}

/**
 * A date range of an engagement or project; an open end reads `ongoing`, which the caller passes
 * in its own language (the default stays the specification's English word).
 */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: string = DEFAULT_FORMAT_LOCALE,
  ongoing = "ongoing",
): string {
  if (!start && !end) return "—";
  return `${start ? formatDate(start, locale) : "…"} – ${end ? formatDate(end, locale) : ongoing}`;
}

/** Postgres writes "2026-11-22 03:14:30.8+00"; Date wants "2026-11-22T03:14:30.8+00:00". */
function parseTimestamp(value: string): Date {
  const normalised = value.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00");
  return new Date(normalised);
}

/**
 * A moment as formatDate's date and a 24-hour `HH:mm` in the given time zone (the business time
 * zone on the server): "05 Nov 2026, 16:07" in en-GB, "05. Nov. 2026, 16:07" in de-DE.
 */
export function formatTimestamp(
  value: string | null | undefined,
  timeZone = "UTC",
  locale: string = DEFAULT_FORMAT_LOCALE,
): string {
  if (!value) return "—";
  const instant = parseTimestamp(value);
  if (Number.isNaN(instant.getTime())) return value;
  const parts = formatterFor(locale, {
    timeZone,
    day: "2-digit",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  return joinShortMonthParts(parts, locale);
}
