/**
 * The transition table: for every action on a timesheet or one of its components, who may do
 * it, from which statuses, and what the statuses become. docs/settlement-states.md is the same
 * table in prose; keep the two together. Ownership (whose timesheet) is the policy module's job.
 */
import type { ErrorKey, Refusal } from "@/lib/errors";
import { toBillingPeriod, type BillingPeriodInput } from "./billing-period";
import type { IsoDate } from "./dates";
import type { Component, ComponentStatus, Role, TimesheetStatus } from "./reference";
import { COMPONENTS } from "./reference";
import { componentStatusOf, type TimesheetStatuses } from "./statuses";
import * as reasons from "./transition-reasons";
import {
  SETTLED_COMPONENT_STATUSES,
  afterFirstRecord,
  afterPrepare,
  afterResetTimesheet,
  afterSubmit,
  applyDecision,
  hasBonusAmount,
  openedTimesheetStatus,
} from "./transitions";

/** Reviewers hold a review link, not a role; a SERVICE_PRINCIPAL acts as an administrator. */
export type TransitionActor = Role | "REVIEWER";
type Party = "ADMIN" | "SUBCONTRACTOR" | "REVIEWER";

export const COMPONENT_ACTIONS = ["prepare", "reset", "approve", "contest"] as const;
export type ComponentAction = (typeof COMPONENT_ACTIONS)[number];
export const RECORD_ACTIONS = ["createRecord", "updateRecord", "deleteRecord"] as const;
export const EXPENSE_ACTIONS = ["createExpense", "updateExpense", "deleteExpense"] as const;
export const TIMESHEET_ACTIONS = ["submit", "close", "reopen", "flag", ...RECORD_ACTIONS, ...EXPENSE_ACTIONS] as const;
export type TimesheetAction = (typeof TIMESHEET_ACTIONS)[number];
export type SettlementAction = ComponentAction | TimesheetAction;

/** `bonusAmount` is asked by submit only: a bonus without an amount is never given up (afterSubmit). */
export type TimesheetState = TimesheetStatuses & { billingPeriod: BillingPeriodInput; bonusAmount?: string | null };
export type ActionContext = { actor: TransitionActor; timesheet: TimesheetState; today: IsoDate; component?: Component };
export type Decision = { ok: true; next: TimesheetStatuses } | { ok: false; reason: Refusal };

type Parties = { parties: readonly Party[]; who: ErrorKey };
const CONTRACTOR_OR_ADMIN: Parties = { parties: ["SUBCONTRACTOR", "ADMIN"], who: "wordWhoContractorOrAdministrator" };
const REVIEWER_OR_ADMIN: Parties = { parties: ["REVIEWER", "ADMIN"], who: "wordWhoReviewerOrAdministrator" };
const ADMIN_ONLY: Parties = { parties: ["ADMIN"], who: "wordWhoAdministrator" };

/** Who may do what, and the words used when someone else tries. */
export const ACTION_RULES: Readonly<Record<SettlementAction, Parties & { doWhat: ErrorKey }>> = {
  prepare: { ...CONTRACTOR_OR_ADMIN, doWhat: "wordDoPrepareComponent" },
  submit: { ...CONTRACTOR_OR_ADMIN, doWhat: "wordDoSubmitTimesheet" },
  reset: { ...CONTRACTOR_OR_ADMIN, doWhat: "wordDoResetComponent" },
  approve: { ...REVIEWER_OR_ADMIN, doWhat: "wordDoApproveComponent" },
  contest: { ...REVIEWER_OR_ADMIN, doWhat: "wordDoContestComponent" },
  close: { ...ADMIN_ONLY, doWhat: "wordDoCloseTimesheet" },
  reopen: { ...ADMIN_ONLY, doWhat: "wordDoReopenTimesheet" },
  flag: { ...CONTRACTOR_OR_ADMIN, doWhat: "wordDoFlag" },
  createRecord: { ...CONTRACTOR_OR_ADMIN, doWhat: "wordDoAddRecords" },
  updateRecord: { ...CONTRACTOR_OR_ADMIN, doWhat: "wordDoChangeRecords" },
  deleteRecord: { ...CONTRACTOR_OR_ADMIN, doWhat: "wordDoDeleteRecords" },
  createExpense: { ...CONTRACTOR_OR_ADMIN, doWhat: "wordDoAddExpenses" },
  updateExpense: { ...CONTRACTOR_OR_ADMIN, doWhat: "wordDoChangeExpenses" },
  deleteExpense: { ...CONTRACTOR_OR_ADMIN, doWhat: "wordDoDeleteExpenses" },
};

/** While a component has one of these statuses its records may change and it may be prepared. */
export const EDITABLE_COMPONENT_STATUSES: readonly ComponentStatus[] = ["ELIGIBLE", "IN_PROGRESS", "DUE", "CONTESTED"];
/** What a contractor may reset (undo a preparation); administrators may also reset settled work. */
export const CONTRACTOR_RESETTABLE: readonly ComponentStatus[] = ["PREPARED"];
export const ADMIN_RESETTABLE: readonly ComponentStatus[] = ["PREPARED", "SUBMITTED", "NOT_SUBMITTED", "APPROVED"];
/**
 * Decision: the bonus is often decided after the month went to review. While the timesheet is
 * SUBMITTED or APPROVED the contractor may still prepare the bonus and submit it alone; the fee
 * and the expenses, submitted or decided, stay as they are (docs/settlement-states.md).
 */
export const BONUS_CLAIM_TIMESHEET_STATUSES: readonly TimesheetStatus[] = ["SUBMITTED", "APPROVED"];

const allowed = (next: TimesheetStatuses): Decision => ({ ok: true, next });
const refused = (reason: Refusal): Decision => ({ ok: false, reason });

function statusesOf({ status, feeStatus, expensesStatus, bonusStatus }: TimesheetState): TimesheetStatuses {
  return { status, feeStatus, expensesStatus, bonusStatus };
}

export function partyOf(actor: TransitionActor): Party {
  return actor === "SERVICE_PRINCIPAL" ? "ADMIN" : actor;
}

/** Allowed with the resulting statuses, or refused with a reason a user can read. */
export function can(action: ComponentAction, context: ActionContext & { component: Component }): Decision;
export function can(action: TimesheetAction, context: ActionContext): Decision;
export function can(action: SettlementAction, context: ActionContext): Decision {
  const rule = ACTION_RULES[action];
  if (!rule.parties.includes(partyOf(context.actor))) {
    return refused(reasons.onlyActorsReason(rule.who, rule.doWhat));
  }
  const { timesheet } = context;
  if (action === "reopen") {
    if (timesheet.status !== "CLOSED") return refused(reasons.REFUSAL_REASONS.onlyClosedReopens);
    return allowed({ ...statusesOf(timesheet), status: "APPROVED" });
  }
  if (timesheet.status === "CLOSED") {
    return refused(action === "close" ? reasons.REFUSAL_REASONS.alreadyClosed : reasons.REFUSAL_REASONS.timesheetClosed);
  }
  if ((COMPONENT_ACTIONS as readonly string[]).includes(action)) {
    if (!context.component) throw new Error(`The action ${action} needs a component`);
    return componentDecision(action as ComponentAction, context.component, context);
  }
  return timesheetDecision(action as Exclude<TimesheetAction, "reopen">, context);
}

function timesheetDecision(action: Exclude<TimesheetAction, "reopen">, context: ActionContext): Decision {
  const { timesheet } = context;
  switch (action) {
    case "submit":
      return submitDecision(context);
    case "close":
      return closeDecision(timesheet);
    case "flag":
      return allowed(statusesOf(timesheet));
    default:
      return recordDecision(action, context);
  }
}

function openTimesheetRefusal({ status }: TimesheetState): Refusal | undefined {
  if (status === "SUBMITTED") return reasons.REFUSAL_REASONS.timesheetSubmitted;
  if (status === "APPROVED") return reasons.REFUSAL_REASONS.timesheetApproved;
  return undefined;
}

/** A month that has not begun may be planned (records, expenses) but not prepared or submitted. */
function notBegunRefusal(context: ActionContext): Refusal | undefined {
  const period = toBillingPeriod(context.timesheet.billingPeriod);
  return period.isAtMostNPeriodsAhead(0, context.today) ? undefined : reasons.notBegunReason(period);
}

function settlementRefusal(context: ActionContext): Refusal | undefined {
  return notBegunRefusal(context) ?? openTimesheetRefusal(context.timesheet);
}

function submitDecision(context: ActionContext): Decision {
  if (BONUS_CLAIM_TIMESHEET_STATUSES.includes(context.timesheet.status)) return bonusClaimDecision(context.timesheet);
  const refusal = settlementRefusal(context);
  if (refusal) return refused(refusal);
  const contested = COMPONENTS.find((component) => componentStatusOf(context.timesheet, component) === "CONTESTED");
  if (contested) return refused(reasons.contestedBeforeResubmitReason(contested));
  return allowed(afterSubmit(context.timesheet));
}

/** A submit after the fee and expenses went to review: only a prepared bonus has anything to submit. */
function bonusClaimDecision(timesheet: TimesheetState): Decision {
  if (timesheet.bonusStatus === "PREPARED") return allowed(afterSubmit(timesheet));
  if (timesheet.bonusStatus === "ELIGIBLE" && !hasBonusAmount(timesheet)) return refused(reasons.REFUSAL_REASONS.bonusWithoutAmount);
  return refused(openTimesheetRefusal(timesheet) ?? reasons.REFUSAL_REASONS.timesheetSubmitted);
}

function closeDecision(timesheet: TimesheetState): Decision {
  if (timesheet.status !== "APPROVED") return refused(reasons.onlyApprovedClosesReason(timesheet.status));
  for (const component of COMPONENTS) {
    const status = componentStatusOf(timesheet, component);
    if (!SETTLED_COMPONENT_STATUSES.includes(status)) return refused(reasons.unsettledBeforeCloseReason(component, status));
  }
  return allowed({ ...statusesOf(timesheet), status: "CLOSED" });
}

type RecordAction = (typeof RECORD_ACTIONS)[number] | (typeof EXPENSE_ACTIONS)[number];

function recordDecision(action: RecordAction, context: ActionContext): Decision {
  const { timesheet, today } = context;
  const component: Component = (RECORD_ACTIONS as readonly string[]).includes(action) ? "TIMESHEET" : "EXPENSES";
  const refusal = openTimesheetRefusal(timesheet);
  if (refusal) return refused(refusal);
  const status = componentStatusOf(timesheet, component);
  if (!EDITABLE_COMPONENT_STATUSES.includes(status)) return refused(reasons.componentLockedReason(component, status));
  if (action !== "createRecord" && action !== "createExpense") return allowed(statusesOf(timesheet));
  const field = component === "TIMESHEET" ? "feeStatus" : "expensesStatus";
  return allowed({
    ...statusesOf(timesheet),
    [field]: afterFirstRecord(status, timesheet.billingPeriod, today),
    status: openedTimesheetStatus(timesheet.status, timesheet.billingPeriod, today),
  });
}

function componentDecision(action: ComponentAction, component: Component, context: ActionContext): Decision {
  const { timesheet, today } = context;
  const status = componentStatusOf(timesheet, component);
  switch (action) {
    case "prepare": {
      const claimsBonus = component === "BONUS" && BONUS_CLAIM_TIMESHEET_STATUSES.includes(timesheet.status);
      const refusal = claimsBonus ? undefined : settlementRefusal(context);
      if (refusal) return refused(refusal);
      if (status === "PREPARED") return refused(reasons.alreadyPreparedReason(component));
      if (!EDITABLE_COMPONENT_STATUSES.includes(status)) return refused(reasons.componentLockedReason(component, status));
      const prepared = afterPrepare(statusesOf(timesheet), component);
      return allowed({ ...prepared, status: openedTimesheetStatus(timesheet.status, timesheet.billingPeriod, today) });
    }
    case "reset": {
      if (!ADMIN_RESETTABLE.includes(status)) return refused(reasons.nothingToResetReason(component, status));
      const resettable = partyOf(context.actor) === "ADMIN" ? ADMIN_RESETTABLE : CONTRACTOR_RESETTABLE;
      if (!resettable.includes(status)) return refused(reasons.onlyAdministratorResetsReason(status));
      return allowed(afterResetTimesheet(statusesOf(timesheet), component, timesheet.billingPeriod, today));
    }
    case "approve":
    case "contest": {
      const decision = action === "approve" ? "APPROVED" : "CONTESTED";
      if (status !== "SUBMITTED") {
        return refused(reasons.onlySubmittedDecidedReason(action === "approve" ? "approved" : "contested", component, status));
      }
      return allowed(applyDecision(statusesOf(timesheet), component, decision));
    }
  }
}
