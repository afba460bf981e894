import { describe, expect, it } from "vitest";
import {
  defaultTimesheet,
  isEngagementHidden,
  submitButtonText,
  visibleTimesheets,
} from "@/lib/domain/selection";

const sheet = (id: string, status: string, period: string) => {
  const [year, month] = period.split("-").map(Number) as [number, number];
  return { id, status, billingPeriod: { month, year } };
};
const ids = (list: readonly { id: string }[]) => list.map((t) => t.id);

describe("default timesheet", () => {
  it("prefers CONTESTED, then DUE, IN_PROGRESS, SUBMITTED, APPROVED", () => {
    const all = [
      sheet("approved", "APPROVED", "2026-05"),
      sheet("submitted", "SUBMITTED", "2026-06"),
      sheet("progress", "IN_PROGRESS", "2026-11"),
      sheet("due", "DUE", "2026-10"),
      sheet("contested", "CONTESTED", "2026-08"),
    ];
    expect(defaultTimesheet(all)?.id).toBe("contested");
    expect(defaultTimesheet(all.slice(0, 4))?.id).toBe("due");
    expect(defaultTimesheet(all.slice(0, 3))?.id).toBe("progress");
    expect(defaultTimesheet(all.slice(0, 2))?.id).toBe("submitted");
    expect(defaultTimesheet(all.slice(0, 1))?.id).toBe("approved");
  });

  it("takes the earliest period of the winning status, across years", () => {
    const all = [sheet("dec", "DUE", "2026-12"), sheet("jan", "DUE", "2027-01"), sheet("oct", "DUE", "2026-10")];
    expect(defaultTimesheet(all)?.id).toBe("oct");
  });

  it("takes the latest period for APPROVED", () => {
    const all = [sheet("mar", "APPROVED", "2026-03"), sheet("jan", "APPROVED", "2027-01"), sheet("dec", "APPROVED", "2026-12")];
    expect(defaultTimesheet(all)?.id).toBe("jan");
  });

  it("falls back to the earliest of all, and to nothing for no timesheets", () => {
    const all = [sheet("next", "INITIALIZED", "2026-12"), sheet("closed", "CLOSED", "2026-02"), sheet("odd", "SOMETHING", "2026-04")];
    expect(defaultTimesheet(all)?.id).toBe("closed");
    expect(defaultTimesheet([])).toBeUndefined();
  });
});

describe("visible timesheets", () => {
  const today = "2026-11-10";

  it("shows INITIALIZED timesheets only up to one period ahead", () => {
    const all = [
      sheet("now", "INITIALIZED", "2026-11"),
      sheet("next", "INITIALIZED", "2026-12"),
      sheet("later", "INITIALIZED", "2027-01"),
      sheet("due", "DUE", "2026-10"),
      sheet("future-due", "IN_PROGRESS", "2027-03"),
    ];
    expect(ids(visibleTimesheets(all, today))).toEqual(["now", "next", "due", "future-due"]);
  });

  it("shows only the earliest when nothing else is visible", () => {
    const all = [sheet("feb", "INITIALIZED", "2027-02"), sheet("jan", "INITIALIZED", "2027-01"), sheet("mar", "INITIALIZED", "2027-03")];
    expect(ids(visibleTimesheets(all, today))).toEqual(["jan"]);
    expect(visibleTimesheets([], today)).toEqual([]);
  });

  it("moves the horizon across the year end", () => {
    expect(ids(visibleTimesheets([sheet("jan", "INITIALIZED", "2027-01"), sheet("x", "DUE", "2026-01")], "2026-12-31"))).toEqual(["jan", "x"]);
  });
});

describe("engagement hiding", () => {
  const approved = [{ status: "APPROVED" }, { status: "APPROVED" }];

  it("hides an engagement 60 or more days after its end when all its timesheets are approved", () => {
    expect(isEngagementHidden({ endDate: "2026-09-01", timesheets: approved }, "2026-10-31")).toBe(true);
    expect(isEngagementHidden({ endDate: "2026-09-01", timesheets: approved }, "2026-10-30")).toBe(false);
    expect(isEngagementHidden({ endDate: "2024-12-31", timesheets: approved }, "2025-03-01")).toBe(true);
  });

  it("keeps it while a timesheet is not approved, or while it has no end", () => {
    expect(isEngagementHidden({ endDate: "2026-01-01", timesheets: [...approved, { status: "SUBMITTED" }] }, "2026-10-31")).toBe(false);
    expect(isEngagementHidden({ endDate: null, timesheets: approved }, "2030-01-01")).toBe(false);
  });

  it("counts a closed timesheet as approved, and an engagement without timesheets as settled", () => {
    expect(isEngagementHidden({ endDate: "2026-01-01", timesheets: [{ status: "CLOSED" }, { status: "APPROVED" }] }, "2026-10-31")).toBe(true);
    expect(isEngagementHidden({ endDate: "2026-01-01", timesheets: [] }, "2026-10-31")).toBe(true);
  });
});

describe("submit button text", () => {
  const nov = { month: 11, year: 2026 };

  it("says 'Settle {period}' for DUE or IN_PROGRESS with records", () => {
    expect(submitButtonText("DUE", nov, true)).toBe("Settle November 2026");
    expect(submitButtonText("IN_PROGRESS", nov, true)).toBe("Settle November 2026");
  });

  it("says \"I didn't work in {period}\" for DUE or IN_PROGRESS without records", () => {
    expect(submitButtonText("DUE", nov, false)).toBe("I didn't work in November 2026");
    expect(submitButtonText("IN_PROGRESS", { month: 2, year: 2024 }, false)).toBe("I didn't work in February 2024");
  });

  it("says 'Resubmit {period}' when contested", () => {
    expect(submitButtonText("CONTESTED", nov, true)).toBe("Resubmit November 2026");
    expect(submitButtonText("CONTESTED", nov, false)).toBe("Resubmit November 2026");
  });

  it("says 'Settle {period}' otherwise", () => {
    expect(submitButtonText("INITIALIZED", nov, false)).toBe("Settle November 2026");
    expect(submitButtonText("SUBMITTED", nov, true)).toBe("Settle November 2026");
  });
});
