import "server-only";
import { and, asc, between, eq, sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { sumAmounts } from "@/lib/domain/money";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { timesheetAmounts, timesheets } from "@/server/db/schema";
import { timesheetScope } from "./find-timesheet";

export interface FeeMonth {
  /** yyyy-MM */
  period: string;
  name: string;
  fee: string;
}

/** One currency's fees, one entry per month of the year that is over (January first). */
export interface FeeSeries {
  currency: string;
  months: FeeMonth[];
}

/**
 * The actor's fees per month of one year, per currency, for the history's chart: the months of
 * the year that are over (the history's months), of one project or all. One statement over the
 * timesheet_amounts rollup, which the database keeps priced as records and rates change, so the
 * chart sums the same fees the history's rows show. An empty list when no fee was logged.
 */
export async function sumContractorFeesByMonth(
  db: DbOrTx,
  actor: Actor,
  { today, year, projectId }: { today: IsoDate; year: number; projectId?: string },
): Promise<FeeSeries[]> {
  const lastPast = BillingPeriod.current(today).previous();
  const january = BillingPeriod.from({ year, month: 1 });
  const december = BillingPeriod.from({ year, month: 12 });
  const last = december.compare(lastPast) < 0 ? december : lastPast;
  if (last.compare(january) < 0) return [];
  const period = sql<string>`to_char(${timesheetAmounts.billingPeriod}, 'YYYY-MM')`;
  const rows = await db
    .select({ period, currency: timesheetAmounts.currency, fee: sql<string>`sum(${timesheetAmounts.amount})::text` })
    .from(timesheetAmounts)
    .innerJoin(timesheets, eq(timesheets.id, timesheetAmounts.timesheetId))
    .where(
      and(
        eq(timesheetAmounts.component, "fee"),
        between(timesheetAmounts.billingPeriod, january.toDatabase(), last.toDatabase()),
        timesheetScope(actor),
        projectId === undefined ? undefined : eq(timesheets.projectId, projectId),
      ),
    )
    .groupBy(period, timesheetAmounts.currency)
    .orderBy(asc(timesheetAmounts.currency), asc(period));
  const months = Array.from({ length: last.month }, (_, index) => BillingPeriod.from({ year, month: index + 1 }));
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return currencies.map((currency) => ({
    currency,
    months: months.map((month) => {
      const row = rows.find((candidate) => candidate.currency === currency && candidate.period === month.toString());
      return { period: month.toString(), name: month.name, fee: sumAmounts([row?.fee ?? "0"], currency) };
    }),
  }));
}
