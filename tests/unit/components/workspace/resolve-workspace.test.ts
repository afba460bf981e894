import { describe, expect, it } from "vitest";
import { resolveWorkspace } from "@/components/contractor/workspace/resolve-workspace";
import type { ProjectEngagement } from "@/lib/schemas/engagements";

type Sheet = ProjectEngagement["timesheets"][number];

function sheet(id: string, month: number, status: Sheet["status"]): Sheet {
  return { id, billingPeriod: { month, year: 2026, name: `${month}/2026` }, status, feeStatus: "IN_PROGRESS", expensesStatus: "ELIGIBLE", bonusStatus: "ELIGIBLE", flagged: false, version: 1 };
}

function engagement(projectId: string, timesheets: Sheet[], hidden = false): ProjectEngagement {
  return { id: `pe-${projectId}`, project: { id: projectId, name: projectId }, startDate: "2026-01-01", endDate: null, expensesEligible: true, bonusEligible: true, hidden, engagements: [], timesheets };
}

const grid = engagement("grid", [sheet("g9", 9, "APPROVED"), sheet("g10", 10, "DUE"), sheet("g11", 11, "IN_PROGRESS")]);
const fleet = engagement("fleet", [sheet("f10", 10, "CONTESTED")]);
const old = engagement("old", [sheet("o3", 3, "APPROVED")], true);
const all = [grid, fleet, old];

describe("resolveWorkspace", () => {
  it("opens the first visible project on its default timesheet (the earliest due month before the running one)", () => {
    expect(resolveWorkspace(all, {})).toMatchObject({ engagement: grid, timesheetId: "g10" });
  });

  it("keeps the project and the timesheet named in the URL", () => {
    expect(resolveWorkspace(all, { projectId: "grid", timesheetId: "g9" })).toMatchObject({ engagement: grid, timesheetId: "g9" });
  });

  it("finds the project of a timesheet named alone", () => {
    expect(resolveWorkspace(all, { timesheetId: "f10" })).toMatchObject({ engagement: fleet, timesheetId: "f10" });
  });

  it("ignores a timesheet of another project and opens the project's default", () => {
    expect(resolveWorkspace(all, { projectId: "grid", timesheetId: "f10" })).toMatchObject({ engagement: grid, timesheetId: "g10" });
  });

  it("lists hidden projects only when the URL opens one (a link from History)", () => {
    expect(resolveWorkspace(all, {}).pickable).toEqual([grid, fleet]);
    expect(resolveWorkspace(all, { projectId: "old" })).toMatchObject({ engagement: old, timesheetId: "o3", pickable: [grid, fleet, old] });
  });

  it("has no engagement for a project that is not the contractor's", () => {
    expect(resolveWorkspace(all, { projectId: "someone-else" }).engagement).toBeUndefined();
  });

  it("has no timesheet for a project whose first month has not opened", () => {
    expect(resolveWorkspace([engagement("new", [])], {})).toMatchObject({ timesheetId: undefined });
  });
});
