import type { ComponentStatus, TimesheetStatus } from "@/lib/domain/reference";
import type { DemoContractor, DemoEngagement } from "./demo-data";

export interface DemoStatuses {
  status: TimesheetStatus;
  feeStatus: ComponentStatus;
  expensesStatus: ComponentStatus;
  bonusStatus: ComponentStatus;
}

/**
 * The story of each demo month, chosen so that together the contractors show every timesheet
 * status and every component status: next month initialised, this month in progress, last
 * month due / submitted / contested, the month before approved, older months closed.
 */
export function demoStatuses(contractor: DemoContractor["key"], engagement: DemoEngagement, offset: number): DemoStatuses {
  const expensesIdle: ComponentStatus = engagement.expensesEligible ? "ELIGIBLE" : "NOT_ELIGIBLE";
  const bonusIdle: ComponentStatus = engagement.bonusEligible ? "ELIGIBLE" : "NOT_ELIGIBLE";
  const expensesSettled: ComponentStatus = engagement.expensesEligible ? "APPROVED" : "NOT_ELIGIBLE";
  const bonusSettled: ComponentStatus = engagement.bonusEligible ? "APPROVED" : "NOT_ELIGIBLE";
  if (offset >= 1) return { status: "INITIALIZED", feeStatus: "ELIGIBLE", expensesStatus: expensesIdle, bonusStatus: bonusIdle };
  if (offset === 0) {
    const expensesStatus = contractor === "amara" ? "IN_PROGRESS" : expensesIdle;
    return { status: "IN_PROGRESS", feeStatus: "IN_PROGRESS", expensesStatus, bonusStatus: bonusIdle };
  }
  if (offset === -1) {
    if (contractor === "amara") return { status: "DUE", feeStatus: "DUE", expensesStatus: "PREPARED", bonusStatus: "ELIGIBLE" };
    if (contractor === "lukas") return { status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: bonusIdle };
    return { status: "CONTESTED", feeStatus: "CONTESTED", expensesStatus: expensesIdle, bonusStatus: bonusIdle };
  }
  if (offset === -2) {
    const expensesStatus = contractor === "lukas" ? "NOT_SUBMITTED" : expensesSettled;
    return { status: "APPROVED", feeStatus: "APPROVED", expensesStatus, bonusStatus: bonusSettled };
  }
  // Older months: approved and closed; every third one had no expenses to claim.
  const expensesStatus = engagement.expensesEligible && offset % 3 === 0 ? "NOT_SUBMITTED" : expensesSettled;
  return { status: "CLOSED", feeStatus: "APPROVED", expensesStatus, bonusStatus: bonusSettled };
}

/** Months whose fee component has work logged (not the initialised future). */
export function hasFeeRecords(statuses: DemoStatuses): boolean {
  return statuses.feeStatus !== "ELIGIBLE" && statuses.feeStatus !== "NOT_ELIGIBLE";
}

/** Months with an expense claim on file. */
export function hasExpenses(statuses: DemoStatuses): boolean {
  return ["IN_PROGRESS", "PREPARED", "SUBMITTED", "APPROVED"].includes(statuses.expensesStatus);
}
