import { WEEKDAYS, type Weekday } from "@/lib/domain/reference";

/**
 * "Mon Tue Wed Thu Fri" in calendar order (each day's short name in the reader's language), or
 * `notSet`. Plain code, so server components can call it.
 */
export function workingDaysLabel(days: readonly string[], shortName: (day: Weekday) => string, notSet: string): string {
  const ordered = WEEKDAYS.filter((day) => days.includes(day));
  return ordered.length > 0 ? ordered.map(shortName).join(" ") : notSet;
}
