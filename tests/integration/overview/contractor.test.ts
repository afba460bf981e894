import { describe, expect, it } from "vitest";
import type { TimesheetSummary } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import { sumAmounts } from "@/lib/domain/money";
import { listContractorHistory } from "@/server/services/timesheets/list-contractor-history";
import { sumContractorFeesByMonth } from "@/server/services/timesheets/sum-contractor-fees-by-month";
import { countStatements } from "../../support/statement-counter";
import { createSeededDatabase, TODAY } from "./seeded-database";
import { fileFixture } from "../../support/file-fixture";

const seeded = fileFixture(createSeededDatabase);

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

/** The fee of each month as the history's rows add it up, per currency. */
function feesOfRows(rows: readonly TimesheetSummary[], name: string, currency: string): string {
  const fees = rows.filter((row) => row.billingPeriod.name === name).flatMap((row) => row.totals.fee.filter((fee) => fee.currency === currency).map((fee) => fee.amount));
  return sumAmounts(fees.length > 0 ? fees : ["0"], currency);
}

describe("sumContractorFeesByMonth (the history's chart)", () => {
  it("sums the fees the history's rows show, per month of the year that is over, in one statement", async () => {
    const amara = await contractor("amara@settle.local");
    const { result: series, count } = await countStatements(() => sumContractorFeesByMonth(seeded.db, amara, { today: TODAY, year: 2026 }));
    expect(count).toBe(1);
    expect(series.map((entry) => entry.currency)).toEqual(["EUR"]);
    const months = series[0]!.months;
    // January to October 2026: November is the current month, not history.
    expect(months.map((month) => month.period)).toEqual(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"].map((m) => `2026-${m}`));
    expect(months.at(-1)).toEqual({ period: "2026-10", name: "October 2026", fee: "17850.00" });
    expect(months.at(-2)!.fee).toBe("17000.00");
    const rows = await allPages(amara, { year: 2026 });
    for (const month of months) expect(month.fee).toBe(feesOfRows(rows, month.name, "EUR"));
  });

  it("narrows to a project, stays within the contractor's own timesheets, and has nothing for a year to come", async () => {
    const grid = await seeded.projectId("Grid Modernisation");
    for (const email of ["sofia@settle.local", "lukas@settle.local"]) {
      const person = await contractor(email);
      for (const projectId of [undefined, grid]) {
        const rows = await allPages(person, { projectId, year: 2026 });
        const series = await sumContractorFeesByMonth(seeded.db, person, { today: TODAY, year: 2026, projectId });
        const currencies = [...new Set(rows.flatMap((row) => row.totals.fee.map((fee) => fee.currency)))].sort();
        expect(series.map((entry) => entry.currency).sort()).toEqual(currencies);
        for (const entry of series) for (const month of entry.months) expect(month.fee).toBe(feesOfRows(rows, month.name, entry.currency));
      }
    }
    const sofia = await contractor("sofia@settle.local");
    expect((await sumContractorFeesByMonth(seeded.db, sofia, { today: TODAY, year: 2026, projectId: grid })).length).toBe(1);
    expect(await sumContractorFeesByMonth(seeded.db, sofia, { today: TODAY, year: 2027 })).toEqual([]);
  });
});
