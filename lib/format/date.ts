/**
 * Dates for people: `dd MMM yyyy` (UX.md), while the API and the database keep `yyyy-MM-dd`.
 * Pure string work for calendar dates, so no time zone can move a day.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/** "2026-11-05" (or a timestamp that starts with a date) → "05 Nov 2026"; anything else is shown as is. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const match = ISO_DATE_PREFIX.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  return `${match[3]} ${month} ${match[1]}`;
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** An invoice's dates, spec point 3: `dd MMMM yyyy`, "2026-11-24" → "24 November 2026"; anything else as is. */
export function formatInvoiceDate(value: string): string {
  const match = ISO_DATE_PREFIX.exec(value);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  return `${match[3]} ${month} ${match[1]}`;
}

/** Every yyyy-MM-dd date inside a sentence (a server message) as `dd MMM yyyy`, so one screen shows one format. */
export function formatDatesIn(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (date) => formatDate(date));
}

/** A date range of an engagement or project; an open end reads "ongoing". */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  if (!start && !end) return "—";
  return `${start ? formatDate(start) : "…"} – ${end ? formatDate(end) : "ongoing"}`;
}

/** Postgres writes "2026-11-22 03:14:30.8+00"; Date wants "2026-11-22T03:14:30.8+00:00". */
function parseTimestamp(value: string): Date {
  const normalised = value.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00");
  return new Date(normalised);
}

/** A moment as `dd MMM yyyy, HH:mm` in the given time zone (the business time zone on the server). */
export function formatTimestamp(value: string | null | undefined, timeZone = "UTC"): string {
  if (!value) return "—";
  const instant = parseTimestamp(value);
  if (Number.isNaN(instant.getTime())) return value;
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const date = formatDate(`${part("year")}-${part("month")}-${part("day")}`);
  return `${date}, ${part("hour")}:${part("minute")}`;
}
