import "server-only";
import { asc, eq } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { feeTotals, type FeeRecord } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";
import { RATE_FREQUENCIES, TIME_UNITS, type Weekday } from "@/lib/domain/reference";
import type { DbOrTx } from "@/server/db";
import { contractors, rates, timesheetRecords, timesheets } from "@/server/db/schema";
import { asksForNothing, idsIn, type IdsOrSubquery } from "@/server/db/sql/ids-in";
import { stored, storedWorkingDays } from "@/server/db/sql/stored-values";

type TimesheetFeeInput = { period: BillingPeriod; workingDays: Weekday[]; records: FeeRecord[] };

/**
 * The fee of each timesheet per currency, computed from its records and their rates with the
 * domain's fee rules (MONTHLY rates pro rata to the contractor's working days). Timesheets
 * without records are left out of the map: their fee is nothing. The timesheets are the ids a
 * request names, or a subquery selecting them (never ids read by an earlier query and sent back).
 */
export async function listTimesheetFees(
  db: DbOrTx,
  { timesheetIds }: { timesheetIds: IdsOrSubquery },
): Promise<Map<string, Money[]>> {
  if (asksForNothing(timesheetIds)) return new Map();
  const rows = await db
    .select({
      timesheetId: timesheetRecords.timesheetId,
      billingPeriod: timesheets.billingPeriod,
      workingDays: contractors.workingDays,
      date: timesheetRecords.date,
      timeAmount: timesheetRecords.timeAmount,
      timeUnit: timesheetRecords.timeUnit,
      rateId: rates.id,
      frequency: rates.frequency,
      amount: rates.amount,
      currency: rates.currency,
    })
    .from(timesheetRecords)
    .innerJoin(timesheets, eq(timesheets.id, timesheetRecords.timesheetId))
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(rates, eq(rates.id, timesheetRecords.rateId))
    .where(idsIn(timesheetRecords.timesheetId, timesheetIds))
    .orderBy(asc(timesheetRecords.timesheetId), asc(timesheetRecords.date));

  const inputs = new Map<string, TimesheetFeeInput>();
  for (const row of rows) {
    const input = inputs.get(row.timesheetId) ?? {
      period: BillingPeriod.fromString(row.billingPeriod),
      workingDays: storedWorkingDays(row.workingDays),
      records: [],
    };
    input.records.push({
      date: row.date,
      timeAmount: row.timeAmount,
      timeUnit: stored(TIME_UNITS, row.timeUnit, "time unit"),
      rate: { id: row.rateId, frequency: stored(RATE_FREQUENCIES, row.frequency, "rate frequency"), amount: row.amount, currency: row.currency },
    });
    inputs.set(row.timesheetId, input);
  }
  const fees = new Map<string, Money[]>();
  for (const [timesheetId, { period, workingDays, records }] of inputs) {
    fees.set(timesheetId, feeTotals(records, { period, workingDays }));
  }
  return fees;
}
