import "server-only";
import { asc, eq } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { EngagementWithRates } from "@/lib/domain/rates";
import { RATE_FREQUENCIES, TIME_UNITS, type RateFrequency, type TimeUnit, type Weekday } from "@/lib/domain/reference";
import type { DbOrTx } from "@/server/db";
import { contractors, engagements, rates, timesheetRecords } from "@/server/db/schema";
import { stored, storedWorkingDays } from "@/server/db/sql/stored-values";
import type { StoredTimesheet } from "@/server/services/timesheets/find-timesheet";

export type RateRow = { id: string; engagementId: string; frequency: RateFrequency; amount: string; currency: string };
export type EngagementRow = EngagementWithRates<RateRow> & { id: string };
export type StoredRecord = typeof timesheetRecords.$inferSelect & { timeUnit: TimeUnit; frequency: RateFrequency };

/** Everything the record rules need to know about one timesheet, read once per request. */
export interface RecordRules {
  period: BillingPeriod;
  engagements: EngagementRow[];
  /** The contractor's work days; an empty list restricts nothing (see lib/domain/disabled-days). */
  workingDays: Weekday[];
  /** The records the timesheet holds now, each with the frequency of its rate. */
  records: StoredRecord[];
}

/** The engagement's dated periods with their rates, in one query (a left join keeps a period without rates). */
export async function loadEngagementRates(db: DbOrTx, projectEngagementId: string): Promise<EngagementRow[]> {
  const rows = await db
    .select({
      period: { id: engagements.id, startDate: engagements.startDate, endDate: engagements.endDate },
      rate: { id: rates.id, engagementId: rates.engagementId, frequency: rates.frequency, amount: rates.amount, currency: rates.currency },
    })
    .from(engagements)
    .leftJoin(rates, eq(rates.engagementId, engagements.id))
    .where(eq(engagements.projectEngagementId, projectEngagementId))
    .orderBy(asc(engagements.startDate), asc(engagements.id));
  const periods = new Map<string, EngagementRow & { rates: RateRow[] }>();
  for (const { period, rate } of rows) {
    const entry = periods.get(period.id) ?? { ...period, rates: [] };
    if (rate) entry.rates.push({ ...rate, frequency: stored(RATE_FREQUENCIES, rate.frequency, "rate frequency") });
    periods.set(period.id, entry);
  }
  return [...periods.values()];
}

export async function loadRecordRules(db: DbOrTx, timesheet: StoredTimesheet): Promise<RecordRules> {
  const [contractor] = await db
    .select({ workingDays: contractors.workingDays })
    .from(contractors)
    .where(eq(contractors.id, timesheet.contractorId));
  const recordRows = await db
    .select({ record: timesheetRecords, frequency: rates.frequency })
    .from(timesheetRecords)
    .innerJoin(rates, eq(rates.id, timesheetRecords.rateId))
    .where(eq(timesheetRecords.timesheetId, timesheet.id))
    .orderBy(asc(timesheetRecords.date), asc(timesheetRecords.createdAt), asc(timesheetRecords.id));
  return {
    period: BillingPeriod.fromString(timesheet.billingPeriod),
    engagements: await loadEngagementRates(db, timesheet.projectEngagementId),
    workingDays: storedWorkingDays(contractor?.workingDays ?? []),
    records: recordRows.map(({ record, frequency }) => ({
      ...record,
      timeUnit: stored(TIME_UNITS, record.timeUnit, "time unit"),
      frequency: stored(RATE_FREQUENCIES, frequency, "rate frequency"),
    })),
  };
}
