import "server-only";
import {
  BillingPeriod,
  can,
  type ComponentStatus,
  type TimesheetAction,
  type TimesheetState,
  type TimesheetStatus,
  type TimesheetStatuses,
} from "@/lib/domain";
import type { IsoDate } from "@/lib/domain/dates";
import { conflict } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import { domainActor, type TimesheetRow } from "@/server/services/timesheets/find-timesheet";

/** The transition table's view of a timesheet row; the statuses are kept valid by CHECK constraints. */
export function settlementStateOf(row: TimesheetRow): TimesheetState {
  return {
    status: row.status as TimesheetStatus,
    feeStatus: row.feeStatus as ComponentStatus,
    expensesStatus: row.expensesStatus as ComponentStatus,
    bonusStatus: row.bonusStatus as ComponentStatus,
    billingPeriod: BillingPeriod.fromString(row.billingPeriod),
  };
}

/** Asks the transition table; a refusal is a 409 with its reason and nothing changes. */
export function decide(
  action: TimesheetAction,
  actor: Actor,
  row: TimesheetRow,
  today: IsoDate,
): TimesheetStatuses {
  const decision = can(action, { actor: domainActor(actor), timesheet: settlementStateOf(row), today });
  if (!decision.ok) throw conflict(decision.reason);
  return decision.next;
}

export function statusesChanged(row: TimesheetRow, next: TimesheetStatuses): boolean {
  return (
    row.status !== next.status ||
    row.feeStatus !== next.feeStatus ||
    row.expensesStatus !== next.expensesStatus ||
    row.bonusStatus !== next.bonusStatus
  );
}
