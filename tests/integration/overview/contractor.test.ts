import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listContractorHistory } from "@/server/services/overview/list-contractor-history";
import { createSeededDatabase, TODAY } from "./seeded-database";

let seeded: Awaited<ReturnType<typeof createSeededDatabase>>;

beforeAll(async () => {
  seeded = await createSeededDatabase();
});

afterAll(async () => {
  await seeded.database.dispose();
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
    // The three receipts of October's expenses are listed for download, by kind and name.
    expect(history.rows[0]!.files).toHaveLength(3);
    expect(history.rows[0]!.files.every((file) => file.fileType === "EXPENSE_RECEIPT" && file.originalName.endsWith(".pdf"))).toBe(true);
    expect(history.rows.at(-1)!.files).toEqual([]);
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
