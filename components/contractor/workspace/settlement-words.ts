import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { COMPONENTS, type Component, type ComponentStatus } from "@/lib/domain/reference";
import { COMPONENT_LABELS, componentStatusLabel, componentStatusOf, timesheetStatusLabel } from "@/lib/domain/statuses";
import { can, type Decision } from "@/lib/domain/transition-table";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

/**
 * The transition table asked on the client, only to say in advance what an action will do and to
 * offer it when it can succeed. The server asks the same table and its answer is what the screen shows.
 */
export function contractorCan(action: "prepare" | "reset", timesheet: TimesheetDetail, today: IsoDate, component: Component): Decision;
export function contractorCan(action: "submit", timesheet: TimesheetDetail, today: IsoDate): Decision;
export function contractorCan(action: "prepare" | "reset" | "submit", timesheet: TimesheetDetail, today: IsoDate, component?: Component): Decision {
  const context = { actor: "SUBCONTRACTOR" as const, timesheet, today };
  if (action === "submit") return can("submit", context);
  return can(action, { ...context, component: component ?? "TIMESHEET" });
}

const MEANING: Partial<Record<ComponentStatus, string>> = {
  SUBMITTED: "sent to the reviewer",
  NOT_SUBMITTED: "nothing is claimed for this month",
  PREPARED: "ready to submit",
  NOT_ELIGIBLE: "not part of this engagement",
  APPROVED: "already approved",
};

/** One line per component: "Fee: Prepared → Submitted (sent to the reviewer)". */
export function componentChanges(timesheet: TimesheetDetail, next: Decision & { ok: true }): string[] {
  return COMPONENTS.map((component) => {
    const before = componentStatusOf(timesheet, component);
    const after = componentStatusOf(next.next, component);
    const meaning = MEANING[after] ? ` (${MEANING[after]})` : "";
    const change = before === after ? `stays ${componentStatusLabel(after)}` : `${componentStatusLabel(before)} → ${componentStatusLabel(after)}`;
    return `${COMPONENT_LABELS[component]}: ${change}${meaning}`;
  });
}

export function timesheetChange(next: Decision & { ok: true }): string {
  return `The timesheet becomes ${timesheetStatusLabel(next.next.status)}.`;
}

export function periodName(timesheet: TimesheetDetail): string {
  return BillingPeriod.from(timesheet.billingPeriod).name;
}

/** "the fee", "the expenses", "the bonus" */
export function componentNoun(component: Component): string {
  return `the ${COMPONENT_LABELS[component].toLowerCase()}`;
}
