import { describe, expect, it } from "vitest";
import { COMPONENT_STATUSES, TIMESHEET_STATUSES } from "@/lib/domain/reference";
import {
  componentStatusLabel,
  componentStatusList,
  componentStatusOf,
  isComponentStatus,
  isTimesheetStatus,
  timesheetStatusLabel,
  withComponentStatus,
} from "@/lib/domain/statuses";

describe("timesheet status labels", () => {
  it.each([
    ["INITIALIZED", "Initialized"],
    ["IN_PROGRESS", "In progress"],
    ["DUE", "Due"],
    ["CONTESTED", "Contested"],
    ["SUBMITTED", "Submitted"],
    ["APPROVED", "Approved"],
    ["CLOSED", "Closed"],
  ])("%s reads %s", (status, label) => {
    expect(timesheetStatusLabel(status)).toBe(label);
  });

  it.each(["PREPARED", "closed", "", null, undefined, 3])("anything else (%j) reads 'Unknown status'", (status) => {
    expect(timesheetStatusLabel(status)).toBe("Unknown status");
  });

  it("has a label for every status of the reference list", () => {
    for (const status of TIMESHEET_STATUSES) expect(timesheetStatusLabel(status)).not.toBe("Unknown status");
  });
});

describe("component status labels", () => {
  it.each([
    ["ELIGIBLE", "Eligible"],
    ["NOT_ELIGIBLE", "Not eligible"],
    ["IN_PROGRESS", "In progress"],
    ["DUE", "Due"],
    ["PREPARED", "Prepared"],
    ["SUBMITTED", "Submitted"],
    ["NOT_SUBMITTED", "Not submitted"],
    ["CONTESTED", "Contested"],
    ["APPROVED", "Approved"],
  ])("%s reads %s", (status, label) => {
    expect(componentStatusLabel(status)).toBe(label);
  });

  it("reads 'Unknown status' for anything else", () => {
    expect(componentStatusLabel("CLOSED")).toBe("Unknown status");
    expect(componentStatusLabel(undefined)).toBe("Unknown status");
  });

});

describe("status guards and component fields", () => {
  it("recognises statuses of each list only", () => {
    expect(COMPONENT_STATUSES.every(isComponentStatus)).toBe(true);
    expect(TIMESHEET_STATUSES.every(isTimesheetStatus)).toBe(true);
    expect(isComponentStatus("CLOSED")).toBe(false);
    expect(isTimesheetStatus("PREPARED")).toBe(false);
  });

  it("reads and replaces the status of one component", () => {
    const statuses = { feeStatus: "DUE", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE" } as const;
    expect(componentStatusOf(statuses, "TIMESHEET")).toBe("DUE");
    expect(componentStatusOf(statuses, "EXPENSES")).toBe("ELIGIBLE");
    expect(componentStatusOf(statuses, "BONUS")).toBe("NOT_ELIGIBLE");
    expect(withComponentStatus(statuses, "EXPENSES", "PREPARED")).toEqual({ ...statuses, expensesStatus: "PREPARED" });
    expect(componentStatusList(statuses)).toEqual(["DUE", "ELIGIBLE", "NOT_ELIGIBLE"]);
  });
});
