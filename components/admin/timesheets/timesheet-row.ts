import type { AdminTimesheetRow } from "@/lib/schemas/timesheets";

export type { AdminTimesheetRow };

/** How a row is named in checkbox labels and batch results. */
export function timesheetRowLabel(row: Pick<AdminTimesheetRow, "contractorName" | "projectName" | "periodName">): string {
  return `${row.periodName} · ${row.contractorName} · ${row.projectName}`;
}
