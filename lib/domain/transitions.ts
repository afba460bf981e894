/**
 * The status effects of spec point 4, one named function per rule, plus the few effects the
 * spec leaves open (marked "decision"); docs/settlement-states.md explains those.
 */
import { toBillingPeriod, type BillingPeriodInput } from "./billing-period";
import type { IsoDate } from "./dates";
import type { Component, ComponentStatus, ReviewDecision, TimesheetStatus } from "./reference";
import {
  componentStatusList,
  withComponentStatus,
  type ComponentStatuses,
  type TimesheetStatuses,
} from "./statuses";

/** Component statuses that need nothing more from anyone: submit may approve, close may close. */
export const SETTLED_COMPONENT_STATUSES: readonly ComponentStatus[] = [
  "ELIGIBLE",
  "NOT_ELIGIBLE",
  "NOT_SUBMITTED",
  "APPROVED",
];

/** IN_PROGRESS while the billing period is the current one or later, DUE once it is past. */
export function activeComponentStatus(period: BillingPeriodInput, today: IsoDate): "IN_PROGRESS" | "DUE" {
  return toBillingPeriod(period).isPast(today) ? "DUE" : "IN_PROGRESS";
}

/** The first fee or expense record moves an ELIGIBLE component to its active status. */
export function afterFirstRecord(status: ComponentStatus, period: BillingPeriodInput, today: IsoDate): ComponentStatus {
  return status === "ELIGIBLE" ? activeComponentStatus(period, today) : status;
}

/** Preparing succeeds into PREPARED whatever the component was; can() says when it may. */
export function afterPrepare<T extends ComponentStatuses>(statuses: T, component: Component): T {
  return withComponentStatus(statuses, component, "PREPARED");
}

/** What a submit reads beside the statuses: the bonus amount the administrator set, if any. */
export type SubmitState = ComponentStatuses & { bonusAmount?: string | null };

/** Whether the administrator has given the bonus an amount; unknown counts as none. */
export function hasBonusAmount(state: { bonusAmount?: string | null }): boolean {
  return state.bonusAmount !== undefined && state.bonusAmount !== null;
}

/**
 * Submit: PREPARED becomes SUBMITTED; an unprepared fee (DUE, IN_PROGRESS) and unprepared
 * expenses or bonus (DUE, IN_PROGRESS, ELIGIBLE) become NOT_SUBMITTED. The timesheet is then
 * APPROVED when nothing is left for a reviewer, otherwise SUBMITTED.
 *
 * Decision: a bonus the administrator has not given an amount yet is not given up. It keeps its
 * status, so the amount can still be set after the fee and expenses went to review and the
 * contractor can claim it then; NOT_SUBMITTED would lock it (docs/settlement-states.md).
 */
export function afterSubmit(state: SubmitState): TimesheetStatuses {
  const unprepared: readonly ComponentStatus[] = ["DUE", "IN_PROGRESS", "ELIGIBLE"];
  const submitted: ComponentStatuses = {
    feeStatus: submitComponent(state.feeStatus, ["DUE", "IN_PROGRESS"]),
    expensesStatus: submitComponent(state.expensesStatus, unprepared),
    bonusStatus: submitComponent(state.bonusStatus, hasBonusAmount(state) ? unprepared : []),
  };
  const settled = componentStatusList(submitted).every((status) => SETTLED_COMPONENT_STATUSES.includes(status));
  return { ...submitted, status: settled ? "APPROVED" : "SUBMITTED" };
}

function submitComponent(status: ComponentStatus, unprepared: readonly ComponentStatus[]): ComponentStatus {
  if (status === "PREPARED") return "SUBMITTED";
  return unprepared.includes(status) ? "NOT_SUBMITTED" : status;
}

/** Reset: the fee goes back to IN_PROGRESS in the current month and to DUE otherwise; expenses and bonus to ELIGIBLE. */
export function afterReset(component: Component, period: BillingPeriodInput, today: IsoDate): ComponentStatus {
  if (component !== "TIMESHEET") return "ELIGIBLE";
  return toBillingPeriod(period).isCurrent(today) ? "IN_PROGRESS" : "DUE";
}

/**
 * Derived timesheet status after a review decision: any CONTESTED component contests the
 * timesheet; an APPROVED fee with nothing else pending, or an unsubmitted fee with approved
 * expenses or bonus, approves it; otherwise the status stays as it was.
 *
 * Decision: an ELIGIBLE bonus counts as nothing pending. A submit leaves a bonus without an
 * amount ELIGIBLE (afterSubmit), and a bonus nobody claimed must not hold the month back.
 */
export function derivedTimesheetStatus(current: TimesheetStatus, statuses: ComponentStatuses): TimesheetStatus {
  const { feeStatus, expensesStatus, bonusStatus } = statuses;
  if (componentStatusList(statuses).includes("CONTESTED")) return "CONTESTED";
  const closedOut: readonly ComponentStatus[] = ["APPROVED", "NOT_SUBMITTED", "NOT_ELIGIBLE"];
  const bonusClosedOut: readonly ComponentStatus[] = [...closedOut, "ELIGIBLE"];
  if (feeStatus === "APPROVED" && closedOut.includes(expensesStatus) && bonusClosedOut.includes(bonusStatus)) {
    return "APPROVED";
  }
  if (feeStatus === "NOT_SUBMITTED" && (expensesStatus === "APPROVED" || bonusStatus === "APPROVED")) {
    return "APPROVED";
  }
  return current;
}

/** A reviewer's approve or contest of one component, then the derived timesheet status. */
export function applyDecision(
  statuses: TimesheetStatuses,
  component: Component,
  decision: ReviewDecision,
): TimesheetStatuses {
  const decided = withComponentStatus(statuses, component, decision);
  return { ...decided, status: derivedTimesheetStatus(statuses.status, decided) };
}

/**
 * Decision: the first change to an INITIALIZED timesheet opens it in its active status once its
 * month has begun. Before that it stays INITIALIZED (planned ahead, not running); the daily job
 * opens it when the month begins.
 */
export function openedTimesheetStatus(status: TimesheetStatus, period: BillingPeriodInput, today: IsoDate): TimesheetStatus {
  if (status !== "INITIALIZED" || !toBillingPeriod(period).isAtMostNPeriodsAhead(0, today)) return status;
  return activeComponentStatus(period, today);
}

/**
 * Decision: a reset reopens a SUBMITTED or APPROVED timesheet in its active status so the
 * contractor can settle the reset component again; a contested component keeps it CONTESTED.
 * The bonus is the exception: it is settled on its own after the fee and expenses
 * (BONUS_CLAIM_TIMESHEET_STATUSES), so resetting it leaves them, and the timesheet, where they are.
 */
export function afterResetTimesheet(
  statuses: TimesheetStatuses,
  component: Component,
  period: BillingPeriodInput,
  today: IsoDate,
): TimesheetStatuses {
  const reset = withComponentStatus(statuses, component, afterReset(component, period, today));
  if (componentStatusList(reset).includes("CONTESTED")) return { ...reset, status: "CONTESTED" };
  const reopens = reset.status === "SUBMITTED" || reset.status === "APPROVED";
  if (reopens && component === "BONUS") return { ...reset, status: derivedTimesheetStatus(reset.status, reset) };
  return { ...reset, status: reopens ? activeComponentStatus(period, today) : reset.status };
}

/**
 * Decision: as the calendar moves on, an INITIALIZED timesheet opens when its month begins and
 * anything IN_PROGRESS becomes DUE once its month is past. Meant for a daily job.
 */
export function statusesAsOf(statuses: TimesheetStatuses, period: BillingPeriodInput, today: IsoDate): TimesheetStatuses {
  const billingPeriod = toBillingPeriod(period);
  const started = billingPeriod.isAtMostNPeriodsAhead(0, today);
  const roll = <S extends ComponentStatus | TimesheetStatus>(status: S): S | "DUE" =>
    status === "IN_PROGRESS" && billingPeriod.isPast(today) ? "DUE" : status;
  const status = statuses.status === "INITIALIZED" && started ? activeComponentStatus(period, today) : statuses.status;
  return {
    status: roll(status),
    feeStatus: roll(statuses.feeStatus),
    expensesStatus: roll(statuses.expensesStatus),
    bonusStatus: roll(statuses.bonusStatus),
  };
}

