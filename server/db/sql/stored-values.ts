import "server-only";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { isCurrencyCode } from "@/lib/domain/currencies";
import {
  COMPONENT_STATUSES,
  TIMESHEET_STATUSES,
  WEEKDAYS,
  type Weekday,
} from "@/lib/domain/reference";
import type { TimesheetStatuses } from "@/lib/domain/statuses";
import { timesheets } from "@/server/db/schema";

/**
 * Text columns hold values of the reference lists (CHECK constraints keep them there); this
 * turns them back into their types, and fails loudly should a row ever hold something else.
 */
export function stored<T extends string>(list: readonly T[], value: string, column: string): T {
  if (!(list as readonly string[]).includes(value)) throw new Error(`Unexpected ${column} in the database: ${value}`);
  return value as T;
}

/**
 * A currency a receipt was paid in: any code of the currency table, as the write and the
 * column's CHECK take it. Only the settlement currencies are narrowed to `Currency`.
 */
export function storedCurrencyCode(value: string, column: string): string {
  if (!isCurrencyCode(value)) throw new Error(`Unexpected ${column} in the database: ${value}`);
  return value;
}

/** The status columns of `timesheets`, to select side by side and read back with storedStatuses. */
export const timesheetStatusColumns = {
  status: timesheets.status,
  feeStatus: timesheets.feeStatus,
  expensesStatus: timesheets.expensesStatus,
  bonusStatus: timesheets.bonusStatus,
};

export function storedStatuses(row: { status: string; feeStatus: string; expensesStatus: string; bonusStatus: string }): TimesheetStatuses {
  return {
    status: stored(TIMESHEET_STATUSES, row.status, "timesheet status"),
    feeStatus: stored(COMPONENT_STATUSES, row.feeStatus, "fee status"),
    expensesStatus: stored(COMPONENT_STATUSES, row.expensesStatus, "expenses status"),
    bonusStatus: stored(COMPONENT_STATUSES, row.bonusStatus, "bonus status"),
  };
}

export function storedWorkingDays(days: readonly string[]): Weekday[] {
  return days.map((day) => stored(WEEKDAYS, day, "working day"));
}

/** The stored billing period (the 15th of its month) as the API carries it. */
export function periodOf(stored: string): { month: number; year: number; name: string } {
  const { month, year, name } = BillingPeriod.fromString(stored);
  return { month, year, name };
}
