import type { Formats } from "@/lib/format/formats";

const ENGLISH_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A billing period the server names in English ("November 2026": BillingPeriod.name, or the
 * database's to_char 'FMMonth YYYY') in the reader's language ("November 2026", "März 2027").
 * Anything else is shown as it came.
 */
export function localPeriodName(name: string, format: Formats): string {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(name);
  const month = match ? ENGLISH_MONTHS.indexOf(match[1] ?? "") + 1 : 0;
  return match && month > 0 ? format.month({ month, year: Number(match[2]) }) : name;
}
