import { asc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { eachDayOfMonth } from "@/lib/domain/dates";
import { recordAmounts, TIME_UNIT_OF, type FeeRate } from "@/lib/domain/fees";
import { RATE_FREQUENCIES, WEEKDAYS, type RateFrequency, type Weekday } from "@/lib/domain/reference";
import * as t from "@/server/db/schema";
import { snapshotSubmission } from "@/server/services/line-review/snapshot-submission";
import { seedDemoDatabase, type SeededDemo } from "../../support/seeded";

/**
 * The submission snapshot prices each record in SQL (one insert ... select). Its amounts must be
 * the domain's recordAmounts exactly, for every frequency, rate, quantity and set of work days, or
 * a resubmission's diff would show changes nobody made. Each case runs in a transaction that is
 * rolled back.
 */
let demo: SeededDemo;
beforeAll(async () => {
  demo = await seedDemoDatabase({ memoryStorage: true });
}, 120_000);
afterAll(async () => demo.database.dispose());

class RollBack extends Error {}

const money = fc.integer({ min: 1, max: 2_000_000 }).map((cents) => (cents / 100).toFixed(2));
const record = fc.record({
  day: fc.integer({ min: 0, max: 27 }),
  frequency: fc.constantFrom<RateFrequency>(...RATE_FREQUENCIES),
  // Hours in quarters up to 12; days in halves up to 1.
  quarters: fc.integer({ min: 1, max: 48 }),
  halves: fc.integer({ min: 1, max: 2 }),
});

describe("the submission snapshot's record amounts", () => {
  it("equal the domain's recordAmounts (cumulative rounding per rate, MONTHLY pro rata to the work days, capped)", async () => {
    const row = await demo.timesheetOf("amara", -1);
    const [engagement] = await demo.db.select({ id: t.engagements.id }).from(t.engagements).where(eq(t.engagements.projectEngagementId, row.projectEngagementId)).orderBy(asc(t.engagements.startDate));
    const period = BillingPeriod.fromDate(row.billingPeriod);
    const days = eachDayOfMonth(period.year, period.month);
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({ rates: fc.record({ HOURLY: money, DAILY: money, MONTHLY: money }), workingDays: fc.subarray([...WEEKDAYS], { minLength: 1 }), records: fc.array(record, { minLength: 1, maxLength: 30 }) }),
        async ({ rates, workingDays, records }) => {
          cases += 1;
          await demo.db
            .transaction(async (tx) => {
              await tx.delete(t.timesheetRecords).where(eq(t.timesheetRecords.timesheetId, row.id));
              // Other months' records hold the engagement's rates: they are repriced, not replaced.
              const stored = await tx
                .insert(t.rates)
                .values(RATE_FREQUENCIES.map((frequency) => ({ engagementId: engagement!.id, frequency, amount: rates[frequency], currency: "EUR" })))
                .onConflictDoUpdate({ target: [t.rates.engagementId, t.rates.frequency], set: { amount: sql`excluded.amount`, currency: sql`excluded.currency` } })
                .returning();
              const rateOf = new Map(stored.map((rate) => [rate.frequency as RateFrequency, rate]));
              await tx.update(t.contractors).set({ workingDays: workingDays as Weekday[] }).where(eq(t.contractors.id, row.contractorId));
              const inserted = await tx
                .insert(t.timesheetRecords)
                .values(
                  records.map((r) => ({
                    timesheetId: row.id,
                    rateId: rateOf.get(r.frequency)!.id,
                    date: days[r.day]!,
                    timeAmount: r.frequency === "HOURLY" ? (r.quarters / 4).toFixed(2) : (r.halves / 2).toFixed(2),
                    timeUnit: TIME_UNIT_OF[r.frequency],
                  })),
                )
                .returning();
              // The order the snapshot (and every screen) lists records in: date, creation, id.
              const ordered = [...inserted].sort((a, b) => a.date.localeCompare(b.date) || Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id));
              const rateById = new Map<string, FeeRate>(stored.map((rate) => [rate.id, { id: rate.id, frequency: rate.frequency as RateFrequency, amount: rate.amount, currency: rate.currency }]));
              const expected = recordAmounts(
                ordered.map((r) => ({ date: r.date, timeAmount: r.timeAmount, timeUnit: r.timeUnit as "HOURS" | "DAYS", rate: rateById.get(r.rateId)! })),
                { period, workingDays: workingDays as Weekday[] },
              );
              const [snapshot] = await snapshotSubmission(tx, row.id, ["TIMESHEET"]);
              const actual = new Map(snapshot!.lines.map((line) => [line.id, line.amount]));
              expect(ordered.map((r) => actual.get(r.id))).toEqual(expected);
              throw new RollBack();
            })
            .catch((error: unknown) => {
              if (!(error instanceof RollBack)) throw error;
            });
        },
      ),
      { numRuns: 40, seed: 20261126 },
    );
    expect(cases).toBe(40);
  }, 180_000);
});
