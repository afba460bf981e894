import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TimesheetStatus } from "@/lib/domain/reference";
import { rowsOf } from "@/server/db";
import * as t from "@/server/db/schema";
import { loadDashboard } from "@/server/services/timesheets/load-dashboard";
import { seedDemoDatabase } from "../../support/seeded";
import { fileFixture } from "../../support/file-fixture";

// timesheet_status_counts is kept by database triggers (migration timesheet_status_counts), so
// these tests write timesheets directly, one row and set-based, as any path could, and compare
// the kept counts with a count over the table.
const s = fileFixture(seedDemoDatabase);

type Line = { line: string };
const lines = (result: unknown) => rowsOf<Line>(result as Parameters<typeof rowsOf>[0]).map((row) => row.line);

/** The kept counts, zero rows aside, equal COUNT(*) per status and billing period. */
async function expectKeptCountsToMatch(): Promise<string[]> {
  const [counted, kept] = await Promise.all([
    s.db.execute(sql`select status || ' ' || billing_period::text || ' ' || count(*)::text as line
      from timesheets group by status, billing_period order by line`),
    s.db.execute(sql`select status || ' ' || billing_period::text || ' ' || count::text as line
      from timesheet_status_counts where count <> 0 order by line`),
  ]);
  expect(lines(kept)).toEqual(lines(counted));
  const negative = await s.db.execute(sql`select status || ' ' || billing_period::text as line from timesheet_status_counts where count < 0`);
  expect(lines(negative)).toEqual([]);
  return lines(counted);
}

/** The dashboard cards as the page gets them, summed from the kept counts. */
async function dashboardCards() {
  return (await loadDashboard(s.db, { today: s.today })).counts;
}

/** The dashboard cards counted the slow way, over the timesheets themselves. */
async function countedCards() {
  const current = s.current.toDatabase();
  const [row] = rowsOf<{ due: number; contested: number; submitted: number; approvedThisPeriod: number }>(
    await s.db.execute(sql`select count(*) filter (where status = 'DUE')::int as due,
      count(*) filter (where status = 'CONTESTED')::int as contested,
      count(*) filter (where status = 'SUBMITTED')::int as submitted,
      count(*) filter (where status = 'APPROVED' and billing_period = ${current}::date)::int as "approvedThisPeriod"
      from timesheets`),
  );
  return row;
}

async function idsWithStatus(status: TimesheetStatus): Promise<string[]> {
  const rows = await s.db.select({ id: t.timesheets.id }).from(t.timesheets).where(eq(t.timesheets.status, status));
  return rows.map((row) => row.id);
}

describe("timesheet_status_counts, the counts the dashboard sums", () => {
  it("counts the seeded history per status and period", async () => {
    expect((await expectKeptCountsToMatch()).length).toBeGreaterThan(3);
    expect(await dashboardCards()).toEqual(await countedCards());
  });

  it("follows a single status change, a set-based one and a change of period", async () => {
    const [one] = await idsWithStatus("IN_PROGRESS");
    await s.db.update(t.timesheets).set({ status: "SUBMITTED" }).where(eq(t.timesheets.id, one!));
    await expectKeptCountsToMatch();

    // Every closed timesheet at once, to two statuses in one statement (as the daily job moves many).
    const closed = await idsWithStatus("CLOSED");
    expect(closed.length).toBeGreaterThan(2);
    await s.db.execute(sql`update timesheets set status = case when (hashtext(id::text) & 1) = 0 then 'DUE' else 'CONTESTED' end where status = 'CLOSED'`);
    await expectKeptCountsToMatch();
    expect(await dashboardCards()).toEqual(await countedCards());

    // The same timesheets back, and one moved to another period and back again.
    await s.db.update(t.timesheets).set({ status: "CLOSED" }).where(inArray(t.timesheets.id, closed));
    const moved = await s.timesheetById(closed[0]!);
    await s.db.update(t.timesheets).set({ billingPeriod: "2099-01-15" }).where(eq(t.timesheets.id, moved!.id));
    await expectKeptCountsToMatch();
    await s.db.update(t.timesheets).set({ billingPeriod: moved!.billingPeriod }).where(eq(t.timesheets.id, moved!.id));
    await expectKeptCountsToMatch();
  });

  it("locks no count when an update changes neither status nor period", async () => {
    const before = lines(await s.db.execute(sql`select status || ' ' || billing_period::text || ' ' || count::text as line from timesheet_status_counts order by line`));
    await s.db.execute(sql`update timesheets set updated_at = now(), flagged = not flagged`);
    const after = lines(await s.db.execute(sql`select status || ' ' || billing_period::text || ' ' || count::text as line from timesheet_status_counts order by line`));
    expect(after).toEqual(before);
  });

  it("follows inserts and deletes, one row and many, and a cascade", async () => {
    // Copies of every timesheet ten years on, inserted by one statement, then one more by itself.
    await s.db.execute(sql`insert into timesheets (project_engagement_id, contractor_id, project_id, billing_period, status)
      select project_engagement_id, contractor_id, project_id, (billing_period + interval '10 years')::date, status from timesheets`);
    await expectKeptCountsToMatch();
    const [model] = await s.db.select().from(t.timesheets).limit(1);
    const [single] = await s.db
      .insert(t.timesheets)
      .values({ projectEngagementId: model!.projectEngagementId, contractorId: model!.contractorId, projectId: model!.projectId, billingPeriod: "2090-06-15", status: "DUE" })
      .returning({ id: t.timesheets.id });
    await expectKeptCountsToMatch();
    await s.db.delete(t.timesheets).where(eq(t.timesheets.id, single!.id));
    await expectKeptCountsToMatch();
    await s.db.execute(sql`delete from timesheets where billing_period >= '2030-01-01'`);
    await expectKeptCountsToMatch();

    // A timesheet with records, expenses and an audit trail: what refers to it goes first, by cascade where the schema says so.
    const [priced] = await s.db.select({ id: t.timesheetAmounts.timesheetId }).from(t.timesheetAmounts).limit(1);
    await s.db.transaction(async (tx) => {
      await tx.execute(sql`delete from timesheet_records where timesheet_id = ${priced!.id}`);
      await tx.execute(sql`delete from expense_records where timesheet_id = ${priced!.id}`);
      await tx.execute(sql`delete from timesheets where id = ${priced!.id}`);
    });
    await expectKeptCountsToMatch();
  });

  it("leaves the counts as they were when the transaction rolls back", async () => {
    const before = await expectKeptCountsToMatch();
    await expect(
      s.db.transaction(async (tx) => {
        await tx.execute(sql`update timesheets set status = 'DUE'`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await expectKeptCountsToMatch()).toEqual(before);
  });

  it("loses no change when many transactions move timesheets into the same count at once", async () => {
    // On PostgreSQL (TEST_DATABASE_URL) these run on separate connections and meet on the same
    // count rows; ON CONFLICT DO UPDATE must add each one to the committed count.
    const ids = (await s.db.select({ id: t.timesheets.id }).from(t.timesheets).where(sql`status <> 'SUBMITTED'`)).map((row) => row.id).slice(0, 12);
    expect(ids.length).toBeGreaterThan(5);
    await Promise.all(
      ids.map((id) =>
        s.db.transaction(async (tx) => {
          await tx.update(t.timesheets).set({ status: "SUBMITTED" }).where(eq(t.timesheets.id, id));
          // A second round trip while the count row is held, so the others queue on it.
          await tx.execute(sql`select 1`);
        }),
      ),
    );
    await expectKeptCountsToMatch();
    await Promise.all(ids.map((id) => s.db.update(t.timesheets).set({ status: "DUE" }).where(eq(t.timesheets.id, id))));
    await expectKeptCountsToMatch();
    expect(await dashboardCards()).toEqual(await countedCards());
  });

  it("is emptied with the timesheets by TRUNCATE", async () => {
    await s.db.execute(sql`truncate timesheets cascade`);
    expect(await expectKeptCountsToMatch()).toEqual([]);
    expect(lines(await s.db.execute(sql`select status as line from timesheet_status_counts`))).toEqual([]);
  });
});
