import "server-only";
import { type Component, type FileType } from "@/lib/domain";
import { bonusInvoiceRefusal } from "@/lib/domain/bonus-amount";
import type { IsoDate } from "@/lib/domain/dates";
import { conflict } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import { assertExpensesEnabled } from "@/server/config/feature-flags";
import type { StoredTimesheet } from "@/server/services/timesheets/find-timesheet";
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
 * fee (updateRecord) and the expenses (updateExpense), the bonus's own rule for its invoice. A
 * closed timesheet, or a prepared or settled component, refuses with the table's reason (409).
 * Receipts and expense invoices do not exist while expenses are switched off (404).
 */
export function assertFileEditable(actor: Actor, timesheet: StoredTimesheet, fileType: FileType, today: IsoDate): void {
  const component = COMPONENT_OF_FILE_TYPE[fileType];
  if (component === "TIMESHEET") return void decideOnRow("updateRecord", actor, timesheet, today);
  if (component === "EXPENSES") {
    assertExpensesEnabled();
    return void decideOnRow("updateExpense", actor, timesheet, today);
  }
  // The table has no bonus records; the bonus invoice changes while the bonus may (lib/domain/bonus-amount).
  const refusal = bonusInvoiceRefusal(timesheetStateOf(timesheet));
  if (refusal) throw conflict(refusal);
}
