import "server-only";
import { eq } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { Money } from "@/lib/domain/money";
import type { DbOrTx } from "@/server/db";
import { clients, projects, timesheets, user } from "@/server/db/schema";
import { timesheetStatusColumns } from "@/server/db/sql/stored-values";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { listTimesheetExpenseTotals } from "./list-timesheet-expense-totals";
import { listTimesheetFees } from "./list-timesheet-fees";
import { withTimesheetParties } from "@/server/db/sql/timesheet-parties";

/**
 * The summary of one timesheet for the admin detail panel, with its fee, expenses and bonus
 * totals; null when there is no such timesheet. Admin only: it is not scoped to a contractor.
 */
export async function getTimesheetSummary(db: DbOrTx, { timesheetId }: { timesheetId: string }) {
  const [row] = await withTimesheetParties(
    db
      .select({
        id: timesheets.id,
        contractorId: timesheets.contractorId,
        contractorName: user.name,
        contractorEmail: user.email,
        projectId: timesheets.projectId,
        projectName: projects.name,
        clientName: clients.name,
        billingPeriod: timesheets.billingPeriod,
        ...timesheetStatusColumns,
        bonusAmount: timesheets.bonusAmount,
        flagged: timesheets.flagged,
        submittedAt: timesheets.submittedAt,
        closedAt: timesheets.closedAt,
        updatedAt: timesheets.updatedAt,
        currency: timesheetCurrencySql(),
      })
      .from(timesheets)
      .$dynamic(),
  )
    .where(eq(timesheets.id, timesheetId));
  if (!row) return null;
  const ids = [row.id];
  const [fees, expenses] = await Promise.all([listTimesheetFees(db, { timesheetIds: ids }), listTimesheetExpenseTotals(db, { timesheetIds: ids })]);
  const bonus: Money[] = row.bonusAmount !== null && row.currency ? [{ amount: row.bonusAmount, currency: row.currency }] : [];
  return {
    ...row,
    periodName: BillingPeriod.fromString(row.billingPeriod).name,
    totals: { fee: fees.get(row.id) ?? [], expenses: expenses.get(row.id) ?? [], bonus },
  };
}

