import type { EnumWords } from "@/lib/format/labels";
import { isComponentStatus, isTimesheetStatus } from "@/lib/domain/statuses";

/** A timesheet status in the person's language; anything the build does not know is "Unknown status". */
export function timesheetStatusWord(t: EnumWords, status: unknown): string {
  return isTimesheetStatus(status) ? t(`timesheetStatus.${status}`) : t("unknownStatus");
}

/** A component status in the person's language. */
export function componentStatusWord(t: EnumWords, status: unknown): string {
  return isComponentStatus(status) ? t(`componentStatus.${status}`) : t("unknownStatus");
}
