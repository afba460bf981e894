import type { EnumWords } from "@/lib/format/labels";
import type { Component } from "@/lib/domain/reference";
import { isComponentStatus, isTimesheetStatus } from "@/lib/domain/statuses";

/** A timesheet status in the person's language; anything the build does not know is "Unknown status". */
export function timesheetStatusWord(t: EnumWords, status: unknown): string {
  return isTimesheetStatus(status) ? t(`timesheetStatus.${status}`) : t("unknownStatus");
}

/** A component status in the person's language. */
export function componentStatusWord(t: EnumWords, status: unknown): string {
  return isComponentStatus(status) ? t(`componentStatus.${status}`) : t("unknownStatus");
}

/** What the person calls a component: Fee, Expenses, Bonus (Honorar, Auslagen, Bonus). */
export function componentWord(t: EnumWords, component: Component): string {
  return t(`component.${component}`);
}
