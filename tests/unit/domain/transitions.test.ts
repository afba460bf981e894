import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPONENT_STATUSES, COMPONENTS, TIMESHEET_STATUSES, type ComponentStatus } from "@/lib/domain/reference";
import type { ComponentStatuses, TimesheetStatuses } from "@/lib/domain/statuses";
import {
  activeComponentStatus,
  afterFirstRecord,
  afterPrepare,
  afterReset,
  afterResetTimesheet,
  afterSubmit,
  applyDecision,
  derivedTimesheetStatus,
  openedTimesheetStatus,
  statusesAsOf,
} from "@/lib/domain/transitions";

const NOV = { month: 11, year: 2026 };
const componentStatus = fc.constantFrom(...COMPONENT_STATUSES);
const componentStatuses = fc.record({ feeStatus: componentStatus, expensesStatus: componentStatus, bonusStatus: componentStatus });
const timesheetStatus = fc.constantFrom(...TIMESHEET_STATUSES);
const statuses = (fee: ComponentStatus, expenses: ComponentStatus, bonus: ComponentStatus): ComponentStatuses => ({
  feeStatus: fee,
  expensesStatus: expenses,
  bonusStatus: bonus,
});
/** What a submit reads: the statuses and the bonus amount the administrator set. */
const submitting = (fee: ComponentStatus, expenses: ComponentStatus, bonus: ComponentStatus, bonusAmount: string | null = "500.00") => ({
  ...statuses(fee, expenses, bonus),
  bonusAmount,
});

describe("active status of a component", () => {
  it("is IN_PROGRESS for the current period or later and DUE once it is past", () => {
    expect(activeComponentStatus(NOV, "2026-11-01")).toBe("IN_PROGRESS");
    expect(activeComponentStatus(NOV, "2026-11-30")).toBe("IN_PROGRESS");
    expect(activeComponentStatus(NOV, "2026-10-15")).toBe("IN_PROGRESS");
    expect(activeComponentStatus(NOV, "2026-12-01")).toBe("DUE");
    expect(activeComponentStatus({ month: 12, year: 2026 }, "2027-01-01")).toBe("DUE");
  });
});

describe("first record", () => {
  it("moves an ELIGIBLE component to its active status", () => {
    expect(afterFirstRecord("ELIGIBLE", NOV, "2026-11-10")).toBe("IN_PROGRESS");
    expect(afterFirstRecord("ELIGIBLE", NOV, "2026-12-10")).toBe("DUE");
  });

  it("leaves any other status alone", () => {
    for (const status of COMPONENT_STATUSES.filter((s) => s !== "ELIGIBLE")) {
      expect(afterFirstRecord(status, NOV, "2026-12-10")).toBe(status);
    }
  });
});

describe("prepare", () => {
  it("makes the component PREPARED and touches nothing else", () => {
    const before = { ...statuses("DUE", "IN_PROGRESS", "ELIGIBLE"), status: "DUE" as const };
    expect(afterPrepare(before, "EXPENSES")).toEqual({ ...before, expensesStatus: "PREPARED" });
  });
});

describe("submit", () => {
  it("submits prepared components and marks unprepared ones NOT_SUBMITTED", () => {
    expect(afterSubmit(submitting("PREPARED", "DUE", "IN_PROGRESS"))).toEqual({
      ...statuses("SUBMITTED", "NOT_SUBMITTED", "NOT_SUBMITTED"),
      status: "SUBMITTED",
    });
  });

  it("leaves an ELIGIBLE fee alone but marks ELIGIBLE expenses and bonus NOT_SUBMITTED", () => {
    expect(afterSubmit(submitting("ELIGIBLE", "ELIGIBLE", "ELIGIBLE"))).toEqual({
      ...statuses("ELIGIBLE", "NOT_SUBMITTED", "NOT_SUBMITTED"),
      status: "APPROVED",
    });
  });

  it("approves the timesheet when nothing is left for a reviewer (\"I didn't work\")", () => {
    expect(afterSubmit(submitting("DUE", "NOT_ELIGIBLE", "ELIGIBLE"))).toEqual({
      ...statuses("NOT_SUBMITTED", "NOT_ELIGIBLE", "NOT_SUBMITTED"),
      status: "APPROVED",
    });
    expect(afterSubmit(submitting("APPROVED", "PREPARED", "NOT_ELIGIBLE")).status).toBe("SUBMITTED");
  });

  it("never gives up a bonus that has no amount yet: it stays as it was, and does not hold the timesheet back", () => {
    expect(afterSubmit(submitting("PREPARED", "PREPARED", "ELIGIBLE", null))).toEqual({
      ...statuses("SUBMITTED", "SUBMITTED", "ELIGIBLE"),
      status: "SUBMITTED",
    });
    expect(afterSubmit(statuses("DUE", "ELIGIBLE", "ELIGIBLE"))).toEqual({ ...statuses("NOT_SUBMITTED", "NOT_SUBMITTED", "ELIGIBLE"), status: "APPROVED" });
  });

  it("submits a prepared bonus alone once the rest went to review", () => {
    expect(afterSubmit(submitting("SUBMITTED", "APPROVED", "PREPARED"))).toEqual({ ...statuses("SUBMITTED", "APPROVED", "SUBMITTED"), status: "SUBMITTED" });
  });

  it("keeps statuses the rule does not name", () => {
    expect(afterSubmit(statuses("CONTESTED", "APPROVED", "SUBMITTED"))).toEqual({
      ...statuses("CONTESTED", "APPROVED", "SUBMITTED"),
      status: "SUBMITTED",
    });
  });

  it("never leaves a component PREPARED", () => {
    fc.assert(
      fc.property(componentStatuses, (before) => {
        const after = afterSubmit(before);
        expect([after.feeStatus, after.expensesStatus, after.bonusStatus]).not.toContain("PREPARED");
        expect(["APPROVED", "SUBMITTED"]).toContain(after.status);
      }),
    );
  });
});

describe("reset", () => {
  it("sends the fee back to IN_PROGRESS in the current month and to DUE otherwise", () => {
    expect(afterReset("TIMESHEET", NOV, "2026-11-20")).toBe("IN_PROGRESS");
    expect(afterReset("TIMESHEET", NOV, "2026-12-02")).toBe("DUE");
    expect(afterReset("TIMESHEET", NOV, "2026-10-31")).toBe("DUE");
  });

  it("sends expenses and bonus back to ELIGIBLE", () => {
    expect(afterReset("EXPENSES", NOV, "2026-11-20")).toBe("ELIGIBLE");
    expect(afterReset("BONUS", NOV, "2027-05-20")).toBe("ELIGIBLE");
  });

  it("resets the bonus of a submitted or approved timesheet alone: the rest stays under review or approved", () => {
    const submitted: TimesheetStatuses = { ...statuses("SUBMITTED", "SUBMITTED", "SUBMITTED"), status: "SUBMITTED" };
    expect(afterResetTimesheet(submitted, "BONUS", NOV, "2026-12-03")).toEqual({ ...submitted, bonusStatus: "ELIGIBLE" });
    const waitingOnBonus: TimesheetStatuses = { ...statuses("APPROVED", "APPROVED", "SUBMITTED"), status: "SUBMITTED" };
    expect(afterResetTimesheet(waitingOnBonus, "BONUS", NOV, "2026-12-03")).toEqual({ ...waitingOnBonus, bonusStatus: "ELIGIBLE", status: "APPROVED" });
  });

  it("reopens a submitted or approved timesheet in its active status", () => {
    const submitted: TimesheetStatuses = { ...statuses("SUBMITTED", "NOT_SUBMITTED", "NOT_ELIGIBLE"), status: "SUBMITTED" };
    expect(afterResetTimesheet(submitted, "TIMESHEET", NOV, "2026-12-03")).toEqual({ ...submitted, feeStatus: "DUE", status: "DUE" });
    const approved: TimesheetStatuses = { ...statuses("APPROVED", "NOT_SUBMITTED", "NOT_ELIGIBLE"), status: "APPROVED" };
    expect(afterResetTimesheet(approved, "EXPENSES", NOV, "2026-11-03")).toEqual({
      ...approved,
      expensesStatus: "ELIGIBLE",
      status: "IN_PROGRESS",
    });
  });

  it("keeps a timesheet CONTESTED while a component is contested, and other statuses as they are", () => {
    const contested: TimesheetStatuses = { ...statuses("CONTESTED", "PREPARED", "NOT_ELIGIBLE"), status: "CONTESTED" };
    expect(afterResetTimesheet(contested, "EXPENSES", NOV, "2026-12-03").status).toBe("CONTESTED");
    const due: TimesheetStatuses = { ...statuses("PREPARED", "ELIGIBLE", "NOT_ELIGIBLE"), status: "DUE" };
    expect(afterResetTimesheet(due, "TIMESHEET", NOV, "2026-12-03")).toEqual({ ...due, feeStatus: "DUE" });
  });
});

describe("derived timesheet status", () => {
  it("is CONTESTED when any component is contested", () => {
    expect(derivedTimesheetStatus("SUBMITTED", statuses("APPROVED", "CONTESTED", "APPROVED"))).toBe("CONTESTED");
    expect(derivedTimesheetStatus("SUBMITTED", statuses("APPROVED", "APPROVED", "CONTESTED"))).toBe("CONTESTED");
    expect(derivedTimesheetStatus("SUBMITTED", statuses("CONTESTED", "SUBMITTED", "NOT_ELIGIBLE"))).toBe("CONTESTED");
  });

  it("is APPROVED when the fee is approved and expenses and bonus are approved, not submitted or not eligible", () => {
    for (const expenses of ["APPROVED", "NOT_SUBMITTED", "NOT_ELIGIBLE"] as const) {
      for (const bonus of ["APPROVED", "NOT_SUBMITTED", "NOT_ELIGIBLE"] as const) {
        expect(derivedTimesheetStatus("SUBMITTED", statuses("APPROVED", expenses, bonus))).toBe("APPROVED");
      }
    }
    expect(derivedTimesheetStatus("SUBMITTED", statuses("APPROVED", "SUBMITTED", "NOT_ELIGIBLE"))).toBe("SUBMITTED");
    expect(derivedTimesheetStatus("SUBMITTED", statuses("APPROVED", "ELIGIBLE", "NOT_ELIGIBLE"))).toBe("SUBMITTED");
  });

  it("is APPROVED when the fee is approved and a bonus nobody claimed is still ELIGIBLE", () => {
    expect(derivedTimesheetStatus("SUBMITTED", statuses("APPROVED", "NOT_ELIGIBLE", "ELIGIBLE"))).toBe("APPROVED");
    expect(derivedTimesheetStatus("SUBMITTED", statuses("APPROVED", "APPROVED", "ELIGIBLE"))).toBe("APPROVED");
  });

  it("is APPROVED when the fee was not submitted and expenses or bonus are approved", () => {
    expect(derivedTimesheetStatus("SUBMITTED", statuses("NOT_SUBMITTED", "APPROVED", "NOT_ELIGIBLE"))).toBe("APPROVED");
    expect(derivedTimesheetStatus("SUBMITTED", statuses("NOT_SUBMITTED", "NOT_SUBMITTED", "APPROVED"))).toBe("APPROVED");
    expect(derivedTimesheetStatus("SUBMITTED", statuses("NOT_SUBMITTED", "SUBMITTED", "NOT_ELIGIBLE"))).toBe("SUBMITTED");
  });

  it("is otherwise unchanged", () => {
    expect(derivedTimesheetStatus("SUBMITTED", statuses("SUBMITTED", "APPROVED", "NOT_ELIGIBLE"))).toBe("SUBMITTED");
    expect(derivedTimesheetStatus("DUE", statuses("DUE", "ELIGIBLE", "ELIGIBLE"))).toBe("DUE");
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(timesheetStatus, componentStatuses, (current, components) => {
        const once = derivedTimesheetStatus(current, components);
        expect(derivedTimesheetStatus(once, components)).toBe(once);
      }),
    );
  });
});

describe("review decisions", () => {
  const submitted: TimesheetStatuses = { ...statuses("SUBMITTED", "SUBMITTED", "NOT_ELIGIBLE"), status: "SUBMITTED" };

  it("approves one component and keeps the timesheet SUBMITTED while another waits", () => {
    expect(applyDecision(submitted, "TIMESHEET", "APPROVED")).toEqual({ ...submitted, feeStatus: "APPROVED" });
  });

  it("approves the timesheet with the last approval", () => {
    const feeApproved = applyDecision(submitted, "TIMESHEET", "APPROVED");
    expect(applyDecision(feeApproved, "EXPENSES", "APPROVED").status).toBe("APPROVED");
  });

  it("contests the timesheet when one component is contested", () => {
    expect(applyDecision(submitted, "EXPENSES", "CONTESTED")).toEqual({
      ...submitted,
      expensesStatus: "CONTESTED",
      status: "CONTESTED",
    });
  });

  it("leaves the other components as they were, for any decision", () => {
    fc.assert(
      fc.property(componentStatuses, fc.constantFrom(...COMPONENTS), fc.constantFrom("APPROVED", "CONTESTED"), (before, component, decision) => {
        const after = applyDecision({ ...before, status: "SUBMITTED" }, component, decision);
        const field = { TIMESHEET: "feeStatus", EXPENSES: "expensesStatus", BONUS: "bonusStatus" } as const;
        expect(after[field[component]]).toBe(decision);
        expect(after.status).toBe(derivedTimesheetStatus("SUBMITTED", after));
      }),
    );
  });
});

describe("decisions the spec leaves open", () => {
  it("opens an INITIALIZED timesheet in its active status on the first change", () => {
    expect(openedTimesheetStatus("INITIALIZED", NOV, "2026-11-03")).toBe("IN_PROGRESS");
    expect(openedTimesheetStatus("INITIALIZED", NOV, "2026-12-03")).toBe("DUE");
    expect(openedTimesheetStatus("CONTESTED", NOV, "2026-12-03")).toBe("CONTESTED");
    // A month planned ahead stays INITIALIZED until it begins.
    expect(openedTimesheetStatus("INITIALIZED", NOV, "2026-10-31")).toBe("INITIALIZED");
  });

  it("moves statuses along with the calendar", () => {
    const initialized: TimesheetStatuses = { ...statuses("ELIGIBLE", "ELIGIBLE", "NOT_ELIGIBLE"), status: "INITIALIZED" };
    expect(statusesAsOf(initialized, NOV, "2026-10-20")).toEqual(initialized);
    expect(statusesAsOf(initialized, NOV, "2026-11-01")).toEqual({ ...initialized, status: "IN_PROGRESS" });
    expect(statusesAsOf(initialized, NOV, "2026-12-01")).toEqual({ ...initialized, status: "DUE" });
    const inProgress: TimesheetStatuses = { ...statuses("IN_PROGRESS", "IN_PROGRESS", "PREPARED"), status: "IN_PROGRESS" };
    expect(statusesAsOf(inProgress, NOV, "2026-11-30")).toEqual(inProgress);
    expect(statusesAsOf(inProgress, NOV, "2026-12-01")).toEqual({
      ...statuses("DUE", "DUE", "PREPARED"),
      status: "DUE",
    });
  });
});
