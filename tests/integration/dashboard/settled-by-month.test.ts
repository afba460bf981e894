import { and, eq, gte, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { totalsByCurrency } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";
import * as t from "@/server/db/schema";
import { loadDashboard } from "@/server/services/timesheets/load-dashboard";
import { listTimesheetExpenseTotals } from "@/server/services/timesheets/list-timesheet-expense-totals";
import { listTimesheetFees } from "@/server/services/timesheets/list-timesheet-fees";
import { seedDemoDatabase } from "../../support/seeded";
import { fileFixture } from "../../support/file-fixture";

const s = fileFixture(seedDemoDatabase);

/** The same sums the slow way: every approved component through the domain's fee rules. */
async function expected(period: string) {
  const rows = await s.db.select().from(t.timesheets).where(eq(t.timesheets.billingPeriod, `${period}-15`));
  const fees = await listTimesheetFees(s.db, { timesheetIds: rows.filter((r) => r.feeStatus === "APPROVED").map((r) => r.id) });
  const expenses = await listTimesheetExpenseTotals(s.db, { timesheetIds: rows.filter((r) => r.expensesStatus === "APPROVED").map((r) => r.id) });
  return { fee: totalsByCurrency([...fees.values()].flat()), expenses: totalsByCurrency([...expenses.values()].flat()) };
}

/** The dashboard's 12-month chart, as the page gets it. */
async function settledByMonth() {
  return (await loadDashboard(s.db, { today: s.today })).settled;
}

function amountIn(list: readonly Money[], currency: string): string {
  return list.find((money) => money.currency === currency)?.amount ?? "0.00";
}

describe("the dashboard's 12-month chart", () => {
  it("gives 12 months per currency, oldest first, and agrees with the domain's fee and expense totals", async () => {
    const series = await settledByMonth();
    expect(series.map((entry) => entry.currency)).toEqual(["AED", "CHF", "EUR"]);
    for (const entry of series) {
      expect(entry.months.map((month) => month.period)).toEqual(Array.from({ length: 12 }, (_, i) => s.current.plusMonths(i - 11).toString()));
    }
    let checked = 0;
    for (const offset of [-2, -3, -4, -6, -9]) {
      const period = s.current.plusMonths(offset).toString();
      const sums = await expected(period);
      for (const entry of series) {
        const month = entry.months.find((m) => m.period === period);
        expect(month?.fee).toBe(amountIn(sums.fee, entry.currency));
        expect(month?.expenses).toBe(amountIn(sums.expenses, entry.currency));
        checked += Number(month?.fee ?? 0) > 0 ? 1 : 0;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("counts a bonus once it is approved, in the engagement's currency", async () => {
    const from = s.current.plusMonths(-11).toDatabase();
    const approved = await s.db
      .select()
      .from(t.timesheets)
      .where(and(eq(t.timesheets.bonusStatus, "APPROVED"), gte(t.timesheets.billingPeriod, from), lte(t.timesheets.billingPeriod, s.current.toDatabase())));
    const series = await settledByMonth();
    const eur = series.find((entry) => entry.currency === "EUR");
    const total = eur?.months.reduce((sum, month) => sum + Number(month.bonus), 0);
    expect(total).toBe(approved.reduce((sum, row) => sum + Number(row.bonusAmount ?? 0), 0));
    expect(total).toBeGreaterThan(0);
  });
});
