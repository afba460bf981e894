import "server-only";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import type { Component } from "@/lib/domain/reference";
import type { TimesheetStatuses } from "@/lib/domain/statuses";
import {
  ACTION_RULES,
  can,
  partyOf,
  type ActionContext,
  type ComponentAction,
  type SettlementAction,
  type TimesheetAction,
  type TimesheetState,
} from "@/lib/domain/transition-table";
import { conflict, forbidden } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import { storedStatuses } from "@/server/db/sql/stored-values";
import { domainActor, type StoredTimesheet } from "./find-timesheet";

/** The transition table's view of a stored timesheet: its statuses, its billing period and its bonus amount. */
export function timesheetStateOf(row: StoredTimesheet): TimesheetState {
  return { ...storedStatuses(row), billingPeriod: BillingPeriod.fromString(row.billingPeriod), bonusAmount: row.bonusAmount };
}

/**
 * Asks the transition table and returns the statuses it allows, or throws the refusal with the
 * table's reason unchanged: 403 when the actor's role may not do this at all, 409 when the
 * timesheet's state refuses it. Nothing has been written when this throws.
 */
export function decide(action: ComponentAction, context: ActionContext & { component: Component }): TimesheetStatuses;
export function decide(action: TimesheetAction, context: ActionContext): TimesheetStatuses;
export function decide(action: SettlementAction, context: ActionContext): TimesheetStatuses {
  // `can` checks that a component action names its component.
  const decision = can(action as TimesheetAction, context);
  if (decision.ok) return decision.next;
  if (!ACTION_RULES[action].parties.includes(partyOf(context.actor))) throw forbidden(decision.reason);
  throw conflict(decision.reason);
}

/** `decide` for a signed-in actor's timesheet-wide action on a stored (usually locked) row. */
export function decideOnRow(action: TimesheetAction, actor: Actor, row: StoredTimesheet, today: IsoDate): TimesheetStatuses {
  return decide(action, { actor: domainActor(actor), timesheet: timesheetStateOf(row), today });
}

type StatusColumns = Pick<StoredTimesheet, "status" | "feeStatus" | "expensesStatus" | "bonusStatus">;

/** Whether a decision moved any status, so only a real change is written and audited. */
export function statusesChanged(before: StatusColumns, next: StatusColumns): boolean {
  return (
    before.status !== next.status ||
    before.feeStatus !== next.feeStatus ||
    before.expensesStatus !== next.expensesStatus ||
    before.bonusStatus !== next.bonusStatus
  );
}
