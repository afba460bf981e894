import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TimesheetSummary } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import { listContractorHistory } from "@/server/services/timesheets/list-contractor-history";
import { createSeededDatabase, TODAY } from "./seeded-database";

let seeded: Awaited<ReturnType<typeof createSeededDatabase>>;

beforeAll(async () => {
  seeded = await createSeededDatabase();
});

afterAll(async () => {
  await seeded.database.dispose();
});

async function contractor(email: string): Promise<Actor> {
  return { kind: "user", userId: "00000000-0000-4000-8000-000000000000", role: "SUBCONTRACTOR", name: email, email, contractorId: await seeded.contractorId(email) };
}

/** Every page of a history, walked with its cursor. */
async function allPages(actor: Actor, params: { projectId?: string; year?: number; limit?: number }) {
  const rows: TimesheetSummary[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const page = await listContractorHistory(seeded.db, actor, { today: TODAY, ...params, cursor });
    rows.push(...page.data);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return rows;
}

describe("listContractorHistory", () => {
  it("lists Amara's past months, newest first, with fee, expenses and bonus in euros", async () => {
    const amara = await contractor("amara@settle.local");
    const history = await listContractorHistory(seeded.db, amara, { today: TODAY });
    // November 2025 to October 2026: the current and future periods are not history.
    expect(history.data).toHaveLength(12);
    expect(history.nextCursor).toBeNull();
    expect(history.years).toEqual([2026, 2025]);
    expect(history.query).toEqual({ projectId: undefined, from: undefined, to: "2026-10" });
    const rows = history.data;
    expect(rows[0]).toMatchObject({
      billingPeriod: { name: "October 2026" },
      totals: { fee: [{ currency: "EUR", amount: "17850.00" }], expenses: [{ currency: "EUR", amount: "1036.97" }], bonus: [] },
    });
    // The three receipts of October's expenses are listed for download, by kind and name.
    expect(rows[0]!.files).toHaveLength(3);
    expect(rows[0]!.files.every((file) => file.fileType === "EXPENSE_RECEIPT" && file.originalName.endsWith(".pdf"))).toBe(true);
    expect(rows.at(-1)!.files).toEqual([]);
    expect(rows[1]).toMatchObject({
      billingPeriod: { name: "September 2026" },
      feeStatus: "APPROVED",
      totals: { fee: [{ currency: "EUR", amount: "17000.00" }], bonus: [{ currency: "EUR", amount: "1500.00" }] },
    });
    // November 2025 was paid at the first rate: 19 days at 800 EUR, no expenses claimed.
    expect(rows.at(-1)).toMatchObject({ billingPeriod: { name: "November 2025" }, totals: { fee: [{ currency: "EUR", amount: "15200.00" }], expenses: [] } });
  });

  it("pages with a cursor to the same months as one long page", async () => {
    const amara = await contractor("amara@settle.local");
    const paged = await allPages(amara, { limit: 5 });
    const whole = await listContractorHistory(seeded.db, amara, { today: TODAY, limit: 200 });
    expect(paged.map((row) => row.id)).toEqual(whole.data.map((row) => row.id));
  });

  it("filters by year and project, and only ever within the contractor's own timesheets", async () => {
    const sofia = await contractor("sofia@settle.local");
    const grid = await seeded.projectId("Grid Modernisation");
    expect(await allPages(sofia, {})).toHaveLength(20);
    const gridOnly = await allPages(sofia, { projectId: grid });
    expect(gridOnly).toHaveLength(8);
    expect(gridOnly.every((row) => row.totals.fee[0]?.currency === "EUR")).toBe(true);
    const in2025 = await allPages(sofia, { year: 2025 });
    expect(in2025.map((row) => row.billingPeriod.name)).toEqual(["December 2025", "December 2025", "November 2025", "November 2025"]);
    // A year still to come has no past month.
    expect(await allPages(sofia, { year: 2027 })).toEqual([]);

    const lukas = await contractor("lukas@settle.local");
    expect(await allPages(lukas, { projectId: grid })).toEqual([]);
  });
});
