import type { Money } from "@/lib/domain/money";
import type { ComponentStatus, TimesheetStatus } from "@/lib/domain/reference";

/** One row of the admin timesheet table, as the page's server query gives it. */
export interface AdminTimesheetRow {
  id: string;
  contractorName: string;
  projectName: string;
  clientName: string;
  periodName: string;
  status: TimesheetStatus;
  feeStatus: ComponentStatus;
  expensesStatus: ComponentStatus;
  bonusStatus: ComponentStatus;
  flagged: boolean;
  updatedAt: string;
  totals: { fee: readonly Money[]; expenses: readonly Money[]; bonus: readonly Money[] };
}

/** How a row is named in checkbox labels and batch results. */
export function timesheetRowLabel(row: Pick<AdminTimesheetRow, "contractorName" | "projectName" | "periodName">): string {
  return `${row.periodName} · ${row.contractorName} · ${row.projectName}`;
}
