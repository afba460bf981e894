import "server-only";
import { sql } from "drizzle-orm";
import { sumAmounts, type Money } from "@/lib/domain/money";
import type { DbOrTx } from "@/server/db";
import { expenseRecords } from "@/server/db/schema";
import { asksForNothing, idsIn, type IdsOrSubquery } from "@/server/db/sql/ids-in";

/**
 * The expenses of each timesheet per currency: the exact sum of the amounts already converted
 * to the engagement currency (stored as `original_currency` beside each converted amount). The
 * timesheets are the ids a request names, or a subquery selecting them.
 */
export async function listTimesheetExpenseTotals(
  db: DbOrTx,
  { timesheetIds }: { timesheetIds: IdsOrSubquery },
): Promise<Map<string, Money[]>> {
  if (asksForNothing(timesheetIds)) return new Map();
  const rows = await db
    .select({
      timesheetId: expenseRecords.timesheetId,
      currency: expenseRecords.originalCurrency,
      total: sql<string>`sum(${expenseRecords.amount})::text`,
    })
    .from(expenseRecords)
    .where(idsIn(expenseRecords.timesheetId, timesheetIds))
    .groupBy(expenseRecords.timesheetId, expenseRecords.originalCurrency)
    .orderBy(expenseRecords.timesheetId, expenseRecords.originalCurrency);
  const totals = new Map<string, Money[]>();
  for (const row of rows) {
    const list = totals.get(row.timesheetId) ?? [];
    list.push({ currency: row.currency, amount: sumAmounts([row.total], row.currency) });
    totals.set(row.timesheetId, list);
  }
  return totals;
}
