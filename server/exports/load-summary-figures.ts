import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { timesheetAmounts, timesheetRecords } from "@/server/db/schema";
import { anyOfIds } from "@/server/db/sql/ids-in";

export const SUMMARY_COMPONENTS = ["fee", "expenses", "bonus"] as const;
export type SummaryComponent = (typeof SUMMARY_COMPONENTS)[number];

export interface SummaryFigures {
  days: string;
  hours: string;
  /** Per currency, what each component is worth (exact decimals), from the timesheet_amounts rollup. */
  amounts: Map<string, Partial<Record<SummaryComponent, string>>>;
}

/**
 * A Summary row's figures for a chunk of timesheets in two statements: the priced amounts the
 * database keeps per timesheet, component and currency (the one SQL pricing the dashboard sums
 * too), and the days and hours of their records summed in SQL, so no record is read for them.
 */
export async function loadSummaryFigures(db: DbOrTx, timesheetIds: readonly string[]): Promise<Map<string, SummaryFigures>> {
  const ids = [...timesheetIds];
  const [amounts, quantities] = await Promise.all([
    db
      .select({ timesheetId: timesheetAmounts.timesheetId, component: timesheetAmounts.component, currency: timesheetAmounts.currency, amount: timesheetAmounts.amount })
      .from(timesheetAmounts)
      .where(anyOfIds(timesheetAmounts.timesheetId, ids)),
    db
      .select({
        timesheetId: timesheetRecords.timesheetId,
        days: sql<string>`coalesce(sum(${timesheetRecords.timeAmount}) filter (where ${timesheetRecords.timeUnit} = 'DAYS'), 0)::text`,
        hours: sql<string>`coalesce(sum(${timesheetRecords.timeAmount}) filter (where ${timesheetRecords.timeUnit} = 'HOURS'), 0)::text`,
      })
      .from(timesheetRecords)
      .where(anyOfIds(timesheetRecords.timesheetId, ids))
      .groupBy(timesheetRecords.timesheetId),
  ]);
  const figures = new Map<string, SummaryFigures>(ids.map((id) => [id, { days: "0", hours: "0", amounts: new Map() }]));
  for (const row of quantities) {
    const entry = figures.get(row.timesheetId);
    if (entry) Object.assign(entry, { days: row.days, hours: row.hours });
  }
  for (const row of amounts) {
    const entry = figures.get(row.timesheetId);
    if (!entry || !(SUMMARY_COMPONENTS as readonly string[]).includes(row.component)) continue;
    const perCurrency = entry.amounts.get(row.currency) ?? {};
    perCurrency[row.component as SummaryComponent] = row.amount;
    entry.amounts.set(row.currency, perCurrency);
  }
  return figures;
}
