import "server-only";
import { eq } from "drizzle-orm";
import type { BillingPeriod } from "@/lib/domain/billing-period";
import { totalsByCurrency } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";
import type { DbOrTx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { listTimesheetExpenseTotals } from "@/server/services/overview/list-timesheet-expense-totals";
import { listTimesheetFees } from "@/server/services/overview/list-timesheet-fees";

/**
 * What one billing period is worth across all timesheets, per currency: the fee from records
 * times rates (domain fee rules), the converted expense amounts, and the bonus amounts.
 */
export async function sumPeriodTotals(db: DbOrTx, { period }: { period: BillingPeriod }) {
  const inPeriod = eq(timesheets.billingPeriod, period.toDatabase());
  const rows = await db
    .select({ id: timesheets.id, bonusAmount: timesheets.bonusAmount, currency: timesheetCurrencySql() })
    .from(timesheets)
    .where(inPeriod);
  // The period's timesheets as a subquery: their ids never travel to the app and back.
  const ofPeriod = db.select({ id: timesheets.id }).from(timesheets).where(inPeriod);
  const [fees, expenses] = await Promise.all([
    listTimesheetFees(db, { timesheetIds: ofPeriod }),
    listTimesheetExpenseTotals(db, { timesheetIds: ofPeriod }),
  ]);
  const bonus: Money[] = rows.flatMap((row) =>
    row.bonusAmount !== null && row.currency ? [{ amount: row.bonusAmount, currency: row.currency }] : [],
  );
  return {
    timesheetCount: rows.length,
    fee: totalsByCurrency([...fees.values()].flat()),
    expenses: totalsByCurrency([...expenses.values()].flat()),
    bonus: totalsByCurrency(bonus),
  };
}
