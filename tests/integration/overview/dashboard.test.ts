import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { IsoDate } from "@/lib/domain/dates";
import { rowsOf } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { loadDashboard } from "@/server/services/timesheets/load-dashboard";
import { countStatements } from "../../support/statement-counter";
import { createSeededDatabase, TODAY } from "./seeded-database";
import { fileFixture } from "../../support/file-fixture";

const seeded = fileFixture(createSeededDatabase);

const listNeedsAttention = async (today: IsoDate, rowsPerGroup?: number) => (await loadDashboard(seeded.db, { today, rowsPerGroup })).groups;

describe("the dashboard's counts", () => {
  it("counts the open work of every period and this period's approvals", async () => {
    // October 2026: Amara DUE, Sofia CONTESTED, Lukas SUBMITTED; November is still in progress.
    expect((await loadDashboard(seeded.db, { today: TODAY })).counts).toEqual({
      due: 1,
      contested: 1,
      submitted: 1,
      approvedThisPeriod: 0,
    });
    // Seen from September 2026 itself, that month's three approved timesheets are this period's.
    expect((await loadDashboard(seeded.db, { today: "2026-09-30" })).counts.approvedThisPeriod).toBe(3);
  });
});

describe("the dashboard's period totals", () => {
  it("adds up November 2026 per currency with the domain fee rules", async () => {
    const { totals } = await loadDashboard(seeded.db, { today: TODAY });
    expect(totals.timesheetCount).toBe(3);
    expect(totals.fee).toEqual([
      // Sofia: MONTHLY 42000 AED pro rata, 14 days logged of 22 Sunday–Thursday days.
      { currency: "AED", amount: "26727.27" },
      // Lukas: 81.5 hours at 120 CHF.
      { currency: "CHF", amount: "9780.00" },
      // Amara: 14 days at 850 EUR.
      { currency: "EUR", amount: "11900.00" },
    ]);
    // Amara's one flight so far: 412.80 CHF at 1.0412 = 429.81 EUR.
    expect(totals.expenses).toEqual([{ currency: "EUR", amount: "429.81" }]);
    expect(totals.bonus).toEqual([]);
  });

  it("includes the bonus of a settled period", async () => {
    const { totals } = await loadDashboard(seeded.db, { today: "2026-09-30" });
    expect(totals.bonus).toEqual([{ currency: "EUR", amount: "1500.00" }]);
    expect(totals.fee).toEqual([
      // Sofia: 21 of September's 22 Sunday–Thursday days of 42000 AED.
      { currency: "AED", amount: "40090.91" },
      // Lukas: 128 hours at 120 CHF.
      { currency: "CHF", amount: "15360.00" },
      // Amara: 20 days at 850 EUR.
      { currency: "EUR", amount: "17000.00" },
    ]);
    // Flights 429.81 + hotel 540.00 + taxi 67.16 (Amara; Lukas's expenses were not submitted).
    expect(totals.expenses).toEqual([{ currency: "EUR", amount: "1036.97" }]);
  });
});

describe("the whole dashboard", () => {
  it("costs one statement, whatever the day and however many rows it sends", async () => {
    for (const [today, rowsPerGroup] of [[TODAY, undefined], ["2026-09-30", 2], ["2027-06-10", 1]] as const) {
      const { count, result } = await countStatements(() => loadDashboard(seeded.db, { today, rowsPerGroup }));
      expect(count).toBe(1);
      expect(result.groups.length).toBeGreaterThan(0);
    }
  });

  it("answers as the page reads it: money as decimal strings with cents, 12 named months per currency, periods by month and year", async () => {
    const dashboard = await loadDashboard(seeded.db, { today: TODAY });
    expect(Object.keys(dashboard)).toEqual(["counts", "totals", "groups", "settled"]);
    const amounts = [
      ...[dashboard.totals.fee, dashboard.totals.expenses, dashboard.totals.bonus].flat().map((money) => money.amount),
      ...dashboard.settled.flatMap((series) => series.months.flatMap((month) => [month.fee, month.expenses, month.bonus])),
    ];
    expect(amounts.length).toBeGreaterThan(36);
    for (const amount of amounts) expect(amount).toMatch(/^-?\d+\.\d{2}$/);
    const [first] = dashboard.settled;
    expect(first?.months[0]).toEqual({ period: "2025-12", name: "December 2025", fee: expect.any(String), expenses: expect.any(String), bonus: expect.any(String) });
    expect(first?.months.at(-1)).toMatchObject({ period: "2026-11", name: "November 2026" });
    const [contested] = dashboard.groups;
    expect(contested?.timesheets[0]).toEqual({
      id: expect.any(String),
      contractorName: "Sofia Haddad",
      projectName: "Fleet Analytics",
      billingPeriod: { month: 10, year: 2026 },
      periodName: "October 2026",
      status: "CONTESTED",
      flagged: expect.any(Boolean),
    });
  });
});

describe("the dashboard's needs attention", () => {
  it("groups the dashboard filter's timesheets by status, most urgent first", async () => {
    const groups = await listNeedsAttention(TODAY);
    expect(groups.map((g) => [g.status, g.count, g.timesheets.length])).toEqual([
      ["CONTESTED", 1, 1],
      ["DUE", 1, 1],
      ["SUBMITTED", 1, 1],
      ["IN_PROGRESS", 3, 3],
      ["INITIALIZED", 3, 3],
      ["APPROVED", 3, 3],
    ]);
    const [contested] = groups;
    expect(contested?.timesheets[0]).toMatchObject({
      contractorName: "Sofia Haddad",
      projectName: "Fleet Analytics",
      periodName: "October 2026",
    });
    // August is three periods back: its closed timesheets are left out.
    const periods = groups.flatMap((g) => g.timesheets.map((t) => t.periodName));
    expect(periods).not.toContain("August 2026");
  });

  it("sends each group's count with its first rows only, oldest period then oldest change first", async () => {
    const groups = await listNeedsAttention(TODAY, 2);
    const inProgress = groups.find((g) => g.status === "IN_PROGRESS");
    expect(inProgress?.count).toBe(3);
    expect(inProgress?.timesheets).toHaveLength(2);
    const all = (await listNeedsAttention(TODAY)).find((g) => g.status === "IN_PROGRESS");
    expect(inProgress?.timesheets.map((t) => t.id)).toEqual(all?.timesheets.slice(0, 2).map((t) => t.id));
    const stored = await seeded.db
      .select({ id: timesheets.id, updatedAt: timesheets.updatedAt })
      .from(timesheets)
      .where(inArray(timesheets.id, all?.timesheets.map((t) => t.id) ?? []));
    const changed = new Map(stored.map((row) => [row.id, new Date(row.updatedAt).getTime()]));
    const order = all?.timesheets.map((t) => [t.billingPeriod.year * 100 + t.billingPeriod.month, changed.get(t.id) ?? 0, t.id] as const) ?? [];
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2].localeCompare(b[2])));
  });

  it("puts, inside one period, the timesheet changed longest ago first, whatever the names", async () => {
    const inProgress = (await listNeedsAttention(TODAY)).find((g) => g.status === "IN_PROGRESS")!;
    const samePeriod = inProgress.timesheets.filter((t) => t.periodName === inProgress.timesheets[0]!.periodName);
    expect(samePeriod.length).toBeGreaterThan(1);
    // The last of the period is touched longest ago: it moves to the front.
    const moved = samePeriod.at(-1)!;
    await seeded.db.update(timesheets).set({ updatedAt: "2000-01-01T00:00:00Z" }).where(eq(timesheets.id, moved.id));
    const again = (await listNeedsAttention(TODAY)).find((g) => g.status === "IN_PROGRESS")!;
    expect(again.timesheets[0]?.id).toBe(moved.id);
  });

  it("reads each group from the front of the status index", async () => {
    const plan = await seeded.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(
        await tx.execute(
          sql`explain select id from timesheets where status = 'DUE' and billing_period >= '0001-01-15'::date order by billing_period, updated_at, id limit 10`,
        ),
      );
    });
    const text = plan.map((line) => Object.values(line)[0]).join("\n");
    expect(text).toContain("timesheets_status_period_updated_idx");
    expect(text).not.toMatch(/Sort/);
  });

  it("keeps a due timesheet however old it is", async () => {
    const groups = await listNeedsAttention("2027-06-10");
    expect(groups.map((g) => g.status)).toEqual(["CONTESTED", "DUE", "SUBMITTED"]);
  });
});
