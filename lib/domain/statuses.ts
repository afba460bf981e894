/**
 * Labels and shapes of the timesheet and component statuses of spec point 4. The member lists
 * themselves live in reference.ts so the database, schemas and UI share one copy.
 */
import {
  COMPONENT_STATUSES,
  TIMESHEET_STATUSES,
  type Component,
  type ComponentStatus,
  type TimesheetStatus,
} from "./reference";

export const TIMESHEET_STATUS_LABELS: Readonly<Record<TimesheetStatus, string>> = {
  INITIALIZED: "Initialized",
  IN_PROGRESS: "In progress",
  DUE: "Due",
  CONTESTED: "Contested",
  SUBMITTED: "Submitted",
  APPROVED: "Approved",
  CLOSED: "Closed",
};

export const COMPONENT_STATUS_LABELS: Readonly<Record<ComponentStatus, string>> = {
  ELIGIBLE: "Eligible",
  NOT_ELIGIBLE: "Not eligible",
  IN_PROGRESS: "In progress",
  DUE: "Due",
  PREPARED: "Prepared",
  SUBMITTED: "Submitted",
  NOT_SUBMITTED: "Not submitted",
  CONTESTED: "Contested",
  APPROVED: "Approved",
};

export const UNKNOWN_STATUS_LABEL = "Unknown status";

export function isTimesheetStatus(value: unknown): value is TimesheetStatus {
  return (TIMESHEET_STATUSES as readonly unknown[]).includes(value);
}

export function isComponentStatus(value: unknown): value is ComponentStatus {
  return (COMPONENT_STATUSES as readonly unknown[]).includes(value);
}

/** Values come from the database or the network, so anything may arrive. */
export function timesheetStatusLabel(status: unknown): string {
  return isTimesheetStatus(status) ? TIMESHEET_STATUS_LABELS[status] : UNKNOWN_STATUS_LABEL;
}

export function componentStatusLabel(status: unknown): string {
  return isComponentStatus(status) ? COMPONENT_STATUS_LABELS[status] : UNKNOWN_STATUS_LABEL;
}

/** The three component statuses a timesheet carries. */
export type ComponentStatuses = {
  feeStatus: ComponentStatus;
  expensesStatus: ComponentStatus;
  bonusStatus: ComponentStatus;
};

/** A timesheet's own status together with its component statuses. */
export type TimesheetStatuses = ComponentStatuses & { status: TimesheetStatus };

export const COMPONENT_STATUS_FIELDS = {
  TIMESHEET: "feeStatus",
  EXPENSES: "expensesStatus",
  BONUS: "bonusStatus",
} as const satisfies Record<Component, keyof ComponentStatuses>;

export function componentStatusOf(statuses: ComponentStatuses, component: Component): ComponentStatus {
  return statuses[COMPONENT_STATUS_FIELDS[component]];
}

export function withComponentStatus<T extends ComponentStatuses>(
  statuses: T,
  component: Component,
  status: ComponentStatus,
): T {
  return { ...statuses, [COMPONENT_STATUS_FIELDS[component]]: status };
}

export function componentStatusList(statuses: ComponentStatuses): ComponentStatus[] {
  return [statuses.feeStatus, statuses.expensesStatus, statuses.bonusStatus];
}
