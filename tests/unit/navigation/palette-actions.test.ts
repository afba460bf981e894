import { BillingPeriod } from "@/lib/domain/billing-period";
import { describe, expect, it } from "vitest";
import {
  adminPeriodHref,
  INVITE_CONTRACTOR_HREF,
  logWorkTimesheets,
  NEW_CLIENT_HREF,
  parseTypedMonth,
  timesheetsOfPeriod,
  workspaceTimesheetHref,
} from "@/lib/navigation/palette-actions";
import type { ProjectEngagement } from "@/lib/schemas/engagements";

type Sheet = ProjectEngagement["timesheets"][number];

function sheet(id: string, month: number, status: Sheet["status"], feeStatus: Sheet["feeStatus"] = "IN_PROGRESS"): Sheet {
  return { id, billingPeriod: { month, year: 2026, name: `${month}/2026` }, status, feeStatus, expensesStatus: "ELIGIBLE", bonusStatus: "ELIGIBLE", flagged: false, version: 1 };
}

function engagement(projectId: string, name: string, timesheets: Sheet[], hidden = false): ProjectEngagement {
  return { id: `pe-${projectId}-${timesheets[0]?.id ?? "none"}`, project: { id: projectId, name }, startDate: "2026-01-01", endDate: null, expensesEligible: true, bonusEligible: true, hidden, engagements: [], timesheets };
}

const TODAY = "2026-11-20";

describe("parseTypedMonth", () => {
  it.each([
    ["2026-10", "2026-10"],
    ["2026-3", "2026-03"],
    ["10/2026", "2026-10"],
    ["3/2026", "2026-03"],
    ["Oct 2026", "2026-10"],
    ["oct. 2026", "2026-10"],
    ["October 2026", "2026-10"],
    ["  OCTOBER   2026 ", "2026-10"],
    ["may 2027", "2027-05"],
    ["Sep 2026", "2026-09"],
  ])("reads %j as %s", (typed, period) => {
    expect(parseTypedMonth(typed)?.toString()).toBe(period);
  });

  it.each([
    ["Oktober 2026", "2026-10"],
    ["okt. 2026", "2026-10"],
    ["März 2027", "2027-03"],
    ["mär 2027", "2027-03"],
    ["October 2026", "2026-10"],
  ])("reads %j in German as %s (English names still read)", (typed, period) => {
    expect(parseTypedMonth(typed, "de-DE")?.toString()).toBe(period);
  });

  it("reads German month names only when asked in German", () => {
    expect(parseTypedMonth("Oktober 2026")).toBeUndefined();
  });

  it("names the period as the app does", () => {
    expect(parseTypedMonth("10/2026")?.name).toBe("October 2026");
  });

  it.each([
    "",
    "2026",
    "October",
    "2026-13",
    "2026-00",
    "13/2026",
    "0/2026",
    "Octo 2026",
    "Sept 2026",
    "October. 2026",
    "Oct 26",
    "2026/10",
    "10-2026",
    "0000-01",
    "timesheets October 2026",
    "October 2026 grid",
    "amara",
  ])("guesses nothing from %j", (typed) => {
    expect(parseTypedMonth(typed)).toBeUndefined();
  });
});

describe("palette links", () => {
  it("filters the admin timesheets on the period, and opens the create dialogs by a parameter", () => {
    expect(adminPeriodHref(parseTypedMonth("Oct 2026")!)).toBe("/admin/timesheets?period=2026-10");
    expect(NEW_CLIENT_HREF).toBe("/admin/clients?new=1");
    expect(INVITE_CONTRACTOR_HREF).toBe("/admin/contractors?invite=1");
  });

  it("opens the workspace on a project's timesheet, on the fee tab, and at the record form for logging work", () => {
    expect(workspaceTimesheetHref("p1", "t1")).toBe("/contractor?projectId=p1&component=TIMESHEET&timesheetId=t1");
    expect(workspaceTimesheetHref("p1", "t1", { logWork: true })).toBe("/contractor?projectId=p1&component=TIMESHEET&timesheetId=t1&logWork=1");
  });
});

describe("timesheetsOfPeriod", () => {
  const grid = engagement("grid", "Grid Modernisation", [sheet("g10", 10, "DUE"), sheet("g11", 11, "IN_PROGRESS")]);
  const fleet = engagement("fleet", "Fleet Telematics", [sheet("f11", 11, "SUBMITTED", "SUBMITTED")]);
  const old = engagement("old", "Old Works", [sheet("o3", 3, "APPROVED", "APPROVED")], true);

  it("gives each project's timesheet of the month, in the list's order, and leaves out projects without one", () => {
    expect(timesheetsOfPeriod([grid, fleet, old], { month: 11, year: 2026 })).toEqual([
      { projectId: "grid", projectName: "Grid Modernisation", timesheetId: "g11", period: BillingPeriod.from({ month: 11, year: 2026 }), periodName: "November 2026", href: "/contractor?projectId=grid&component=TIMESHEET&timesheetId=g11" },
      { projectId: "fleet", projectName: "Fleet Telematics", timesheetId: "f11", period: BillingPeriod.from({ month: 11, year: 2026 }), periodName: "November 2026", href: "/contractor?projectId=fleet&component=TIMESHEET&timesheetId=f11" },
    ]);
    expect(timesheetsOfPeriod([grid, fleet, old], { month: 3, year: 2026 }).map((s) => s.timesheetId)).toEqual(["o3"]);
    expect(timesheetsOfPeriod([grid, fleet, old], { month: 1, year: 2025 })).toEqual([]);
  });

  it("lists a project engaged twice once, finding the month under either engagement", () => {
    const again = engagement("grid", "Grid Modernisation", [sheet("g12", 12, "INITIALIZED", "ELIGIBLE")]);
    expect(timesheetsOfPeriod([grid, again], { month: 12, year: 2026 }).map((s) => [s.projectId, s.timesheetId])).toEqual([["grid", "g12"]]);
  });
});

describe("logWorkTimesheets", () => {
  it("takes this month's timesheet when it still takes records, and lands on the record form", () => {
    const grid = engagement("grid", "Grid Modernisation", [sheet("g10", 10, "DUE"), sheet("g11", 11, "IN_PROGRESS")]);
    expect(logWorkTimesheets([grid], TODAY)).toEqual([
      { projectId: "grid", projectName: "Grid Modernisation", timesheetId: "g11", period: BillingPeriod.from({ month: 11, year: 2026 }), periodName: "November 2026", href: "/contractor?projectId=grid&component=TIMESHEET&timesheetId=g11&logWork=1" },
    ]);
  });

  it("else the month the workspace would open first among those that take records", () => {
    const fleet = engagement("fleet", "Fleet Telematics", [sheet("f9", 9, "CONTESTED", "CONTESTED"), sheet("f10", 10, "DUE"), sheet("f11", 11, "SUBMITTED", "SUBMITTED")]);
    expect(logWorkTimesheets([fleet], TODAY).map((s) => s.timesheetId)).toEqual(["f9"]);
  });

  it("leaves out a project where no timesheet takes records (submitted, approved, closed)", () => {
    const done = engagement("done", "Done Deal", [sheet("d10", 10, "APPROVED", "APPROVED"), sheet("d11", 11, "SUBMITTED", "SUBMITTED")]);
    const closed = engagement("closed", "Closed Case", [sheet("c11", 11, "CLOSED", "APPROVED")]);
    const open = engagement("open", "Open Road", [sheet("r11", 11, "IN_PROGRESS")]);
    expect(logWorkTimesheets([done, closed, open], TODAY).map((s) => s.projectName)).toEqual(["Open Road"]);
  });

  it("offers next month's timesheet to plan ahead when it is the only one open", () => {
    const later = engagement("later", "Later Start", [sheet("l12", 12, "INITIALIZED", "ELIGIBLE")]);
    expect(logWorkTimesheets([later], TODAY).map((s) => s.timesheetId)).toEqual(["l12"]);
  });
});
