import { and, eq, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { totalsByCurrency } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";
import { rowsOf } from "@/server/db";
import * as t from "@/server/db/schema";
import { listTimesheetExpenseTotals } from "@/server/services/timesheets/list-timesheet-expense-totals";
import { listTimesheetFees } from "@/server/services/timesheets/list-timesheet-fees";
import { seedDemoDatabase } from "../../support/seeded";
import { fileFixture } from "../../support/file-fixture";

// timesheet_amounts is kept by database triggers (migration timesheet_amounts), so these tests
// write the tables directly, as any path could, and compare the rollup with the domain's pricing.
const s = fileFixture(seedDemoDatabase);

type Priced = { money: Money[]; approved: boolean[] };

/** The rollup as timesheet → component → money per currency and approved flags. */
async function rollup(): Promise<Map<string, Record<string, Priced>>> {
  const rows = await s.db.select().from(t.timesheetAmounts);
  const out = new Map<string, Record<string, Priced>>();
  for (const row of rows) {
    const entry = out.get(row.timesheetId) ?? {};
    const priced = (entry[row.component] ??= { money: [], approved: [] });
    priced.money.push({ currency: row.currency, amount: row.amount });
    priced.approved.push(row.approved);
    out.set(row.timesheetId, entry);
  }
  return out;
}

const normal = (list: readonly Money[] | undefined) =>
  totalsByCurrency(list ?? [])
    .filter((m) => Number(m.amount) !== 0)
    .map((m) => `${m.currency} ${Number(m.amount).toFixed(2)}`);

/** Every timesheet's fee and expenses in the rollup equal the domain's price, flagged as its status says. */
async function expectRollupToMatchTheDomain(): Promise<number> {
  const sheets = await s.db.select().from(t.timesheets);
  const ids = sheets.map((r) => r.id);
  const [fees, expenses, priced] = await Promise.all([
    listTimesheetFees(s.db, { timesheetIds: ids }),
    listTimesheetExpenseTotals(s.db, { timesheetIds: ids }),
    rollup(),
  ]);
  let approved = 0;
  for (const sheet of sheets) {
    const entry = priced.get(sheet.id) ?? {};
    expect(normal(entry.fee?.money), `fee of ${sheet.id}`).toEqual(normal(fees.get(sheet.id)));
    expect(normal(entry.expenses?.money), `expenses of ${sheet.id}`).toEqual(normal(expenses.get(sheet.id)));
    for (const flag of entry.fee?.approved ?? []) expect(flag, `fee of ${sheet.id} approved`).toBe(sheet.feeStatus === "APPROVED");
    for (const flag of entry.expenses?.approved ?? []) expect(flag).toBe(sheet.expensesStatus === "APPROVED");
    for (const flag of entry.bonus?.approved ?? []) expect(flag).toBe(sheet.bonusStatus === "APPROVED");
    if (sheet.feeStatus === "APPROVED" && entry.fee) approved += 1;
  }
  await expectMonthlyToMatchTheRollup();
  return approved;
}

/** monthly_amounts holds timesheet_amounts summed per month, currency, component and approval (zero rows aside). */
async function expectMonthlyToMatchTheRollup(): Promise<void> {
  const [summed, monthly] = await Promise.all([
    s.db.execute(sql`select billing_period::text || ' ' || currency || ' ' || component || ' ' || approved::text || ' ' || sum(amount)::numeric(20, 2)::text as line
      from timesheet_amounts group by billing_period, currency, component, approved having sum(amount) <> 0 order by line`),
    s.db.execute(sql`select billing_period::text || ' ' || currency || ' ' || component || ' ' || approved::text || ' ' || amount::numeric(20, 2)::text as line
      from monthly_amounts where amount <> 0 order by line`),
  ]);
  const lines = (result: unknown) => rowsOf<{ line: string }>(result as Parameters<typeof rowsOf>[0]).map((row) => row.line);
  expect(lines(monthly)).toEqual(lines(summed));
  expect(lines(summed).length).toBeGreaterThan(0);
}

describe("timesheet_amounts, the rollup the dashboard sums", () => {
  it("prices every timesheet of the seeded history as the domain does, approved components flagged", async () => {
    expect(await expectRollupToMatchTheDomain()).toBeGreaterThan(10);
  });

  it("follows approvals both ways, record changes, rate edits and work days", async () => {
    const [open] = await s.db
      .select()
      .from(t.timesheets)
      .where(and(ne(t.timesheets.feeStatus, "APPROVED"), sql`exists (select 1 from timesheet_records r where r.timesheet_id = ${t.timesheets.id})`))
      .limit(1);
    if (!open) throw new Error("the seed has no unapproved timesheet with records");
    const fee = async () => (await rollup()).get(open.id)?.fee;
    expect((await fee())?.approved).toEqual([false]);

    await s.db.update(t.timesheets).set({ feeStatus: "APPROVED" }).where(eq(t.timesheets.id, open.id));
    const approved = await fee();
    expect(approved?.approved).toEqual([true]);
    await expectRollupToMatchTheDomain();

    // A record goes: re-priced in the same statement.
    const [record] = await s.db.select().from(t.timesheetRecords).where(eq(t.timesheetRecords.timesheetId, open.id)).limit(1);
    await s.db.delete(t.timesheetRecords).where(eq(t.timesheetRecords.id, record!.id));
    expect((await fee())?.money).not.toEqual(approved?.money);
    await expectRollupToMatchTheDomain();

    // Its rate is raised, and the contractor's work days change: both price the fee.
    await s.db.update(t.rates).set({ amount: sql`${t.rates.amount} + 1` }).where(eq(t.rates.id, record!.rateId!));
    await expectRollupToMatchTheDomain();
    await s.db.update(t.contractors).set({ workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY"] }).where(eq(t.contractors.id, open.contractorId));
    await expectRollupToMatchTheDomain();

    // Contested again: still priced, no longer settled.
    await s.db.update(t.timesheets).set({ feeStatus: "CONTESTED" }).where(eq(t.timesheets.id, open.id));
    expect((await fee())?.approved).toEqual([false]);
    await expectRollupToMatchTheDomain();
  });

  it("prices a timesheet whose records are written after it, as imports and fixtures write", async () => {
    const [model] = await s.db
      .select()
      .from(t.timesheets)
      .where(sql`exists (select 1 from timesheet_records r where r.timesheet_id = ${t.timesheets.id})`)
      .limit(1);
    const records = await s.db.select().from(t.timesheetRecords).where(eq(t.timesheetRecords.timesheetId, model!.id));
    await s.db.delete(t.timesheetRecords).where(eq(t.timesheetRecords.timesheetId, model!.id));
    expect((await rollup()).get(model!.id)?.fee).toBeUndefined();
    await s.db.insert(t.timesheetRecords).values(records);
    expect((await rollup()).get(model!.id)?.fee?.money).toHaveLength(1);
    await expectRollupToMatchTheDomain();
  });

  it("keeps the monthly rollup when a timesheet is deleted (its amounts go by cascade)", async () => {
    const [priced] = await s.db.select({ id: t.timesheetAmounts.timesheetId }).from(t.timesheetAmounts).limit(1);
    await s.db.transaction(async (tx) => {
      // Whatever refers to the timesheet goes first; the amounts follow it by cascade.
      await tx.execute(sql`delete from timesheet_records where timesheet_id = ${priced!.id}`);
      await tx.execute(sql`delete from expense_records where timesheet_id = ${priced!.id}`);
      await tx.execute(sql`delete from timesheets where id = ${priced!.id}`);
    });
    expect((await rollup()).has(priced!.id)).toBe(false);
    await expectMonthlyToMatchTheRollup();
  });
});
