import type { Formats } from "@/lib/format/formats";
import type { AdminTimesheetRow } from "@/lib/schemas/timesheets";
import { localPeriodName } from "@/lib/format/period-name";

export type { AdminTimesheetRow };

/** How a row is named in checkbox labels and batch results. */
export function timesheetRowLabel(row: Pick<AdminTimesheetRow, "contractorName" | "projectName" | "periodName">, format: Formats): string {
  return `${localPeriodName(row.periodName, format)} · ${row.contractorName} · ${row.projectName}`;
}
