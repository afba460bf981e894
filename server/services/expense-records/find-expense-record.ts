import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { expenseRecords } from "@/server/db/schema";

export type ExpenseRecordRow = typeof expenseRecords.$inferSelect;

/** An expense record of this timesheet, or 404; the timesheet's scope was checked by the caller. */
export async function findExpenseRecordOf(
  tx: DbOrTx,
  timesheetId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ExpenseRecordRow> {
  const query = tx
    .select()
    .from(expenseRecords)
    .where(and(eq(expenseRecords.id, id), eq(expenseRecords.timesheetId, timesheetId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("expenseRecord");
  return row;
}
