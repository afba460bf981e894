import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getContractorOverview } from "@/server/services/overview/get-contractor-overview";
import { listContractorHistory } from "@/server/services/overview/list-contractor-history";
import { createSeededDatabase, TODAY } from "./seeded-database";

let seeded: Awaited<ReturnType<typeof createSeededDatabase>>;

beforeAll(async () => {
  seeded = await createSeededDatabase();
});

afterAll(async () => {
  await seeded.database.dispose();
});

describe("getContractorOverview", () => {
  it("shows Amara's visible timesheets and picks the due one", async () => {
    const amara = await seeded.contractorId("amara@settle.local");
    const { engagements, hiddenCount } = await getContractorOverview(seeded.db, { contractorId: amara, today: TODAY });
    expect(hiddenCount).toBe(0);
    expect(engagements).toHaveLength(1);
    const [grid] = engagements;
    expect(grid?.projectName).toBe("Grid Modernisation");
    // November 2025 to December 2026: December is initialized but only one period ahead.
    expect(grid?.timesheets).toHaveLength(14);
    const chosen = grid?.timesheets.find((t) => t.id === grid.defaultTimesheetId);
    expect(chosen).toMatchObject({ periodName: "October 2026", status: "DUE" });
  });

  it("hides an initialized timesheet more than one period ahead", async () => {
    const amara = await seeded.contractorId("amara@settle.local");
    const { engagements } = await getContractorOverview(seeded.db, { contractorId: amara, today: "2026-10-05" });
    expect(engagements[0]?.timesheets.map((t) => t.periodName)).not.toContain("December 2026");
    expect(engagements[0]?.timesheets.map((t) => t.periodName)).toContain("November 2026");
  });

  it("hides Sofia's ended, fully approved engagement unless that project is asked for", async () => {
    const sofia = await seeded.contractorId("sofia@settle.local");
    const overview = await getContractorOverview(seeded.db, { contractorId: sofia, today: TODAY });
    expect(overview.hiddenCount).toBe(1);
    expect(overview.engagements.map((e) => e.projectName)).toEqual(["Fleet Analytics"]);
    const fleet = overview.engagements[0];
    expect(fleet?.timesheets.find((t) => t.id === fleet.defaultTimesheetId)).toMatchObject({ status: "CONTESTED", periodName: "October 2026" });

    const grid = await seeded.projectId("Grid Modernisation");
    const only = await getContractorOverview(seeded.db, { contractorId: sofia, today: TODAY, projectId: grid });
    expect(only.engagements.map((e) => [e.projectName, e.hidden, e.timesheets.length])).toEqual([["Grid Modernisation", true, 8]]);
    // All closed: no status of the default order matches, so the earliest.
    expect(only.engagements[0]?.timesheets.find((t) => t.id === only.engagements[0]?.defaultTimesheetId)?.periodName).toBe("November 2025");
  });

  it("never shows another contractor's project", async () => {
    const lukas = await seeded.contractorId("lukas@settle.local");
    const fleet = await seeded.projectId("Fleet Analytics");
    const overview = await getContractorOverview(seeded.db, { contractorId: lukas, today: TODAY, projectId: fleet });
    expect(overview.engagements).toEqual([]);
  });
});

describe("listContractorHistory", () => {
  it("lists Amara's past months with fee, expenses and bonus in euros", async () => {
    const amara = await seeded.contractorId("amara@settle.local");
    const history = await listContractorHistory(seeded.db, { contractorId: amara, today: TODAY });
    // November 2025 to October 2026: the current and future periods are not history.
    expect(history.rows).toHaveLength(12);
    expect(history.years).toEqual([2026, 2025]);
    expect(history.rows[0]).toMatchObject({
      periodName: "October 2026",
      fee: [{ currency: "EUR", amount: "17850.00" }],
      expenses: [{ currency: "EUR", amount: "1036.97" }],
      bonus: [],
    });
    expect(history.rows[1]).toMatchObject({
      periodName: "September 2026",
      feeStatus: "APPROVED",
      fee: [{ currency: "EUR", amount: "17000.00" }],
      bonus: [{ currency: "EUR", amount: "1500.00" }],
    });
    // November 2025 was paid at the first rate: 19 days at 800 EUR, no expenses claimed.
    expect(history.rows.at(-1)).toMatchObject({ periodName: "November 2025", fee: [{ currency: "EUR", amount: "15200.00" }], expenses: [] });
  });

  it("filters by year and project, and only ever within the contractor's own timesheets", async () => {
    const sofia = await seeded.contractorId("sofia@settle.local");
    const grid = await seeded.projectId("Grid Modernisation");
    expect((await listContractorHistory(seeded.db, { contractorId: sofia, today: TODAY })).rows).toHaveLength(20);
    const gridOnly = await listContractorHistory(seeded.db, { contractorId: sofia, today: TODAY, projectId: grid });
    expect(gridOnly.rows).toHaveLength(8);
    expect(gridOnly.rows.every((row) => row.fee[0]?.currency === "EUR")).toBe(true);
    const in2025 = await listContractorHistory(seeded.db, { contractorId: sofia, today: TODAY, year: 2025 });
    expect(in2025.rows.map((row) => row.periodName)).toEqual(["December 2025", "December 2025", "November 2025", "November 2025"]);

    const lukas = await seeded.contractorId("lukas@settle.local");
    const foreign = await listContractorHistory(seeded.db, { contractorId: lukas, today: TODAY, projectId: grid });
    expect(foreign.rows).toEqual([]);
  });
});
