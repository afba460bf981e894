import { WEEKDAYS } from "@/lib/domain/reference";
import { weekdayShort } from "@/lib/format/labels";

/** "Mon Tue Wed Thu Fri" in calendar order, or "Not set". Plain code, so server components can call it. */
export function workingDaysLabel(days: readonly string[]): string {
  const ordered = WEEKDAYS.filter((day) => days.includes(day));
  return ordered.length > 0 ? ordered.map(weekdayShort).join(" ") : "Not set";
}
