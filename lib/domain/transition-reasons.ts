/**
 * Why an action is refused, in words a contractor, reviewer or administrator can act on.
 * The transition table picks one; the UI shows it in the reader's language and the server
 * returns it as its refusal (key and values, the English from messages/en/errors.json).
 */
import type { ErrorKey, Refusal } from "@/lib/errors";
import type { BillingPeriodInput } from "./billing-period";
import { toBillingPeriod } from "./billing-period";
import type { Component, ComponentStatus, TimesheetStatus } from "./reference";

/** The component as a sentence names it ("The fee component …"), a word of each language. */
const COMPONENT_WORDS: Readonly<Record<Component, Refusal>> = {
  TIMESHEET: { key: "wordComponentFee" },
  EXPENSES: { key: "wordComponentExpenses" },
  BONUS: { key: "wordComponentBonus" },
};

/** A status as a sentence names it, lower case in English ("… is in progress"). */
const STATUS_WORDS: Readonly<Record<ComponentStatus | TimesheetStatus, Refusal>> = {
  INITIALIZED: { key: "wordStatusInitialized" },
  ELIGIBLE: { key: "wordStatusEligible" },
  NOT_ELIGIBLE: { key: "wordStatusNotEligible" },
  IN_PROGRESS: { key: "wordStatusInProgress" },
  DUE: { key: "wordStatusDue" },
  PREPARED: { key: "wordStatusPrepared" },
  SUBMITTED: { key: "wordStatusSubmitted" },
  NOT_SUBMITTED: { key: "wordStatusNotSubmitted" },
  CONTESTED: { key: "wordStatusContested" },
  APPROVED: { key: "wordStatusApproved" },
  CLOSED: { key: "wordStatusClosed" },
};

export const componentWord = (component: Component): Refusal => COMPONENT_WORDS[component];

export const statusWord = (status: ComponentStatus | TimesheetStatus): Refusal => STATUS_WORDS[status];

const componentIs = (key: ErrorKey, component: Component, status: ComponentStatus): Refusal => ({
  key,
  values: { component: COMPONENT_WORDS[component], status: STATUS_WORDS[status] },
});

export const REFUSAL_REASONS = {
  timesheetClosed: { key: "timesheetClosedOnlyAdministrator" },
  timesheetSubmitted: { key: "timesheetSubmittedWaitingReview" },
  timesheetApproved: { key: "timesheetApprovedAdministratorReset" },
  alreadyClosed: { key: "timesheetAlreadyClosed" },
  onlyClosedReopens: { key: "onlyClosedTimesheetReopened" },
  bonusWithoutAmount: { key: "bonusAmountYetNeither" },
} as const satisfies Record<string, Refusal>;

/** "Only {who} can {doWhat}.": who and what are words of each language (wordWho…, wordDo…). */
export function onlyActorsReason(who: ErrorKey, doWhat: ErrorKey): Refusal {
  return { key: "onlyWhoDowhat", values: { who: { key: who }, doWhat: { key: doWhat } } };
}

export function notBegunReason(period: BillingPeriodInput): Refusal {
  const { year, month } = toBillingPeriod(period);
  // The month by its number, named by each language's catalogue; the year as written, never grouped.
  return { key: "monthYearNotBegun", values: { month: String(month), year: String(year) } };
}

/** Why the records or the preparation of a component cannot change while it has this status. */
export function componentLockedReason(component: Component, status: ComponentStatus): Refusal {
  switch (status) {
    case "NOT_ELIGIBLE":
      return componentIs("componentComponentStatusSettlement", component, status);
    case "PREPARED":
      return componentIs("componentComponentStatusReset", component, status);
    case "SUBMITTED":
      return componentIs("componentComponentStatusWaiting", component, status);
    default:
      return componentIs("componentComponentStatusAdministrator", component, status);
  }
}

export function alreadyPreparedReason(component: Component): Refusal {
  return { key: "componentComponentAlreadyPrepared", values: { component: COMPONENT_WORDS[component] } };
}

export function contestedBeforeResubmitReason(component: Component): Refusal {
  return componentIs("componentComponentStatusPrepare", component, "CONTESTED");
}

export function nothingToResetReason(component: Component, status: ComponentStatus): Refusal {
  return componentIs("componentComponentStatusNothing", component, status);
}

export function onlyAdministratorResetsReason(status: ComponentStatus): Refusal {
  return { key: "onlyAdministratorResetComponent", values: { status: STATUS_WORDS[status] } };
}

export function onlySubmittedDecidedReason(decision: "approved" | "contested", component: Component, status: ComponentStatus): Refusal {
  return {
    key: "onlySubmittedComponentDecision",
    values: { decision: STATUS_WORDS[decision === "approved" ? "APPROVED" : "CONTESTED"], component: COMPONENT_WORDS[component], status: STATUS_WORDS[status] },
  };
}

export function onlyApprovedClosesReason(status: TimesheetStatus): Refusal {
  return { key: "onlyApprovedTimesheetClosed", values: { status: STATUS_WORDS[status] } };
}

export function unsettledBeforeCloseReason(component: Component, status: ComponentStatus): Refusal {
  return componentIs("componentComponentStatusEvery", component, status);
}
