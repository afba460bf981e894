import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { rowsOf } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { countDashboardTimesheets } from "@/server/services/dashboard/count-dashboard-timesheets";
import { listNeedsAttention } from "@/server/services/dashboard/list-needs-attention";
import { sumPeriodTotals } from "@/server/services/dashboard/sum-period-totals";
import { sumSettledByMonth } from "@/server/services/dashboard/sum-settled-by-month";
import { countStatements } from "../../support/statement-counter";
import { createSeededDatabase, TODAY } from "./seeded-database";

let seeded: Awaited<ReturnType<typeof createSeededDatabase>>;

beforeAll(async () => {
  seeded = await createSeededDatabase();
});

afterAll(async () => {
  await seeded.database.dispose();
});

describe("countDashboardTimesheets", () => {
  it("counts the open work of every period and this period's approvals", async () => {
    // October 2026: Amara DUE, Sofia CONTESTED, Lukas SUBMITTED; November is still in progress.
    expect(await countDashboardTimesheets(seeded.db, { today: TODAY })).toEqual({
      due: 1,
      contested: 1,
      submitted: 1,
      approvedThisPeriod: 0,
    });
    // Seen from September 2026 itself, that month's three approved timesheets are this period's.
    expect((await countDashboardTimesheets(seeded.db, { today: "2026-09-30" })).approvedThisPeriod).toBe(3);
  });
});

describe("sumPeriodTotals", () => {
  it("adds up November 2026 per currency with the domain fee rules", async () => {
    const totals = await sumPeriodTotals(seeded.db, { period: BillingPeriod.current(TODAY) });
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
    const totals = await sumPeriodTotals(seeded.db, { period: BillingPeriod.fromString("2026-09") });
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
  it("costs five statements, whatever the data: the counts, the period's count and prices, needs attention, the chart", async () => {
    const period = BillingPeriod.current(TODAY);
    const { count } = await countStatements(() =>
      Promise.all([
        countDashboardTimesheets(seeded.db, { today: TODAY }),
        sumPeriodTotals(seeded.db, { period }),
        listNeedsAttention(seeded.db, { today: TODAY }),
        sumSettledByMonth(seeded.db, { current: period }),
      ]),
    );
    expect(count).toBe(5);
  });
});

describe("listNeedsAttention", () => {
  it("groups the dashboard filter's timesheets by status, most urgent first", async () => {
    const groups = await listNeedsAttention(seeded.db, { today: TODAY });
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

  it("sends each group's count with its first rows only, oldest period then oldest change first, in one statement", async () => {
    const { result: groups, count: statements } = await countStatements(() => listNeedsAttention(seeded.db, { today: TODAY, rowsPerGroup: 2 }));
    expect(statements).toBe(1);
    const inProgress = groups.find((g) => g.status === "IN_PROGRESS");
    expect(inProgress?.count).toBe(3);
    expect(inProgress?.timesheets).toHaveLength(2);
    const all = (await listNeedsAttention(seeded.db, { today: TODAY })).find((g) => g.status === "IN_PROGRESS");
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
    const inProgress = (await listNeedsAttention(seeded.db, { today: TODAY })).find((g) => g.status === "IN_PROGRESS")!;
    const samePeriod = inProgress.timesheets.filter((t) => t.periodName === inProgress.timesheets[0]!.periodName);
    expect(samePeriod.length).toBeGreaterThan(1);
    // The last of the period is touched longest ago: it moves to the front.
    const moved = samePeriod.at(-1)!;
    await seeded.db.update(timesheets).set({ updatedAt: "2000-01-01T00:00:00Z" }).where(eq(timesheets.id, moved.id));
    const again = (await listNeedsAttention(seeded.db, { today: TODAY })).find((g) => g.status === "IN_PROGRESS")!;
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
    const groups = await listNeedsAttention(seeded.db, { today: "2027-06-10" });
    expect(groups.map((g) => g.status)).toEqual(["CONTESTED", "DUE", "SUBMITTED"]);
  });
});
