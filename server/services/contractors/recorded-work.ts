import "server-only";
import { and, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { timesheets } from "@/server/db/schema";

/**
 * A timesheet carries recorded work once anything was logged, uploaded, submitted or decided on
 * it: such a timesheet is history and is never deleted. Untouched ones (INITIALIZED or active
 * with nothing in them) may go with the engagement they belong to.
 */
export const hasRecordedWork: SQL = sql`(
  exists (select 1 from timesheet_records r where r.timesheet_id = ${timesheets.id})
  or exists (select 1 from expense_records e where e.timesheet_id = ${timesheets.id})
  or exists (select 1 from files f where f.timesheet_id = ${timesheets.id})
  or exists (select 1 from reviews v where v.timesheet_id = ${timesheets.id})
  or exists (select 1 from invoices i where i.timesheet_id = ${timesheets.id})
  or ${timesheets.submittedAt} is not null
  or ${timesheets.closedAt} is not null
  or ${timesheets.status} in ('CONTESTED', 'SUBMITTED', 'APPROVED', 'CLOSED')
  or ${timesheets.feeStatus} in ('PREPARED', 'SUBMITTED', 'NOT_SUBMITTED', 'CONTESTED', 'APPROVED')
  or ${timesheets.expensesStatus} in ('PREPARED', 'SUBMITTED', 'NOT_SUBMITTED', 'CONTESTED', 'APPROVED')
  or ${timesheets.bonusStatus} in ('PREPARED', 'SUBMITTED', 'NOT_SUBMITTED', 'CONTESTED', 'APPROVED')
)`;

/** Whether any timesheet matching `where` carries recorded work. */
export async function anyRecordedWork(tx: DbOrTx, where: SQL): Promise<boolean> {
  const [found] = await tx.select({ id: timesheets.id }).from(timesheets).where(and(where, hasRecordedWork)).limit(1);
  return found !== undefined;
}

