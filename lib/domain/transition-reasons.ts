/**
 * Why an action is refused, in words a contractor, reviewer or administrator can act on.
 * The transition table picks one; the UI shows it and the server returns it unchanged.
 */
import type { BillingPeriodInput } from "./billing-period";
import { toBillingPeriod } from "./billing-period";
import type { Component, ComponentStatus, TimesheetStatus } from "./reference";
import { COMPONENT_STATUS_LABELS, TIMESHEET_STATUS_LABELS } from "./statuses";

/** The component as a sentence names it: "the fee component". */
export function componentInSentence(component: Component): string {
  const nouns: Record<Component, string> = { TIMESHEET: "fee", EXPENSES: "expenses", BONUS: "bonus" };
  return `the ${nouns[component]} component`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function componentIs(component: Component, status: ComponentStatus): string {
  return `${capitalised(componentInSentence(component))} is ${COMPONENT_STATUS_LABELS[status].toLowerCase()}`;
}

export const REFUSAL_REASONS = {
  timesheetClosed: "This timesheet is closed; only an administrator can reopen it.",
  timesheetSubmitted: "This timesheet is submitted and waiting for review.",
  timesheetApproved: "This timesheet is approved; an administrator must reset a component before it can change.",
  alreadyClosed: "This timesheet is already closed.",
  onlyClosedReopens: "Only a closed timesheet can be reopened.",
  bonusWithoutAmount: "The bonus has no amount yet, so it can be neither submitted nor given up; an administrator sets the amount first.",
} as const;

export function onlyActorsReason(who: string, doWhat: string): string {
  return `Only ${who} can ${doWhat}.`;
}

export function notBegunReason(period: BillingPeriodInput): string {
  return `${toBillingPeriod(period).name} has not begun yet; you can plan it now (log work and expenses) and prepare and settle it once it begins.`;
}

/** Why the records or the preparation of a component cannot change while it has this status. */
export function componentLockedReason(component: Component, status: ComponentStatus): string {
  switch (status) {
    case "NOT_ELIGIBLE":
      return `${componentIs(component, status)} for settlement.`;
    case "PREPARED":
      return `${componentIs(component, status)}; reset it before making changes.`;
    case "SUBMITTED":
      return `${componentIs(component, status)} and waiting for review.`;
    default:
      return `${componentIs(component, status)}; an administrator must reset it before it can change.`;
  }
}

export function alreadyPreparedReason(component: Component): string {
  return `${capitalised(componentInSentence(component))} is already prepared.`;
}

export function contestedBeforeResubmitReason(component: Component): string {
  return `${componentIs(component, "CONTESTED")}; prepare it again before resubmitting.`;
}

export function nothingToResetReason(component: Component, status: ComponentStatus): string {
  return `${componentIs(component, status)}; there is nothing to reset.`;
}

export function onlyAdministratorResetsReason(status: ComponentStatus): string {
  return `Only an administrator can reset a component that is ${COMPONENT_STATUS_LABELS[status].toLowerCase()}.`;
}

export function onlySubmittedDecidedReason(
  decision: "approved" | "contested",
  component: Component,
  status: ComponentStatus,
): string {
  const label = COMPONENT_STATUS_LABELS[status].toLowerCase();
  return `Only a submitted component can be ${decision}; ${componentInSentence(component)} is ${label}.`;
}

export function onlyApprovedClosesReason(status: TimesheetStatus): string {
  return `Only an approved timesheet can be closed; this one is ${TIMESHEET_STATUS_LABELS[status].toLowerCase()}.`;
}

export function unsettledBeforeCloseReason(component: Component, status: ComponentStatus): string {
  return `${componentIs(component, status)}; every component must be settled before closing.`;
}
