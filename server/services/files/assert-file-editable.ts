import "server-only";
import {
  EDITABLE_COMPONENT_STATUSES,
  REFUSAL_REASONS,
  componentLockedReason,
  type Component,
  type FileType,
} from "@/lib/domain";
import type { IsoDate } from "@/lib/domain/dates";
import { conflict } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { TimesheetRow } from "@/server/services/timesheets/find-timesheet";
import { decideOnRow, timesheetStateOf } from "@/server/services/timesheets/settlement-decision";

/** Each file belongs to the settlement component it documents. */
export const COMPONENT_OF_FILE_TYPE: Readonly<Record<FileType, Component>> = {
  FEE_INVOICE: "TIMESHEET",
  BONUS_INVOICE: "BONUS",
  EXPENSE_INVOICE: "EXPENSES",
  EXPENSE_RECEIPT: "EXPENSES",
};

/**
 * A file may change while its component's records may: the transition table's edit rule for the
 * fee (updateRecord) and the expenses (updateExpense). A closed, submitted or approved timesheet,
 * or a prepared or settled component, refuses with the table's reason (409).
 */
export function assertFileEditable(actor: Actor, timesheet: TimesheetRow, fileType: FileType, today: IsoDate): void {
  const component = COMPONENT_OF_FILE_TYPE[fileType];
  if (component === "TIMESHEET") return void decideOnRow("updateRecord", actor, timesheet, today);
  if (component === "EXPENSES") return void decideOnRow("updateExpense", actor, timesheet, today);
  // The table has no bonus records, so the same rule is applied here with the table's own words.
  const state = timesheetStateOf(timesheet);
  if (state.status === "CLOSED") throw conflict(REFUSAL_REASONS.timesheetClosed);
  if (state.status === "SUBMITTED") throw conflict(REFUSAL_REASONS.timesheetSubmitted);
  if (state.status === "APPROVED") throw conflict(REFUSAL_REASONS.timesheetApproved);
  if (!EDITABLE_COMPONENT_STATUSES.includes(state.bonusStatus)) throw conflict(componentLockedReason("BONUS", state.bonusStatus));
}
