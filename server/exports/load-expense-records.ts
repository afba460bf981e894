import "server-only";
import { asc, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { expenseRecords } from "@/server/db/schema";
import { anyOfIds } from "@/server/db/sql/ids-in";

export interface ExportExpense {
  date: string;
  category: string;
  details: string;
  /** What was paid, in the currency it was paid in. */
  amountInExpenseCurrency: string;
  expenseCurrency: string;
  exchangeRate: string;
  /** The converted amount in the settlement currency (stored as original_currency). */
  amount: string;
  currency: string;
  receiptNames: string;
}

/** The expenses of every exported timesheet in one query, with the names of their files. */
export async function loadExpenseRecords(db: DbOrTx, timesheetIds: readonly string[]): Promise<Map<string, ExportExpense[]>> {
  const rows = await db
    .select({
      timesheetId: expenseRecords.timesheetId,
      date: expenseRecords.date,
      category: expenseRecords.category,
      details: expenseRecords.details,
      amountInExpenseCurrency: expenseRecords.amountInExpenseCurrency,
      expenseCurrency: expenseRecords.expenseCurrency,
      exchangeRate: expenseRecords.exchangeRate,
      amount: expenseRecords.amount,
      currency: expenseRecords.originalCurrency,
      // Named by hand so the reference binds to the outer row whatever drizzle qualifies.
      receiptNames: sql<string>`(
        select coalesce(string_agg(f.original_name, ', ' order by f.created_at, f.original_name), '')
        from files f where f.expense_record_id = "expense_records"."id"
      )`,
    })
    .from(expenseRecords)
    .where(anyOfIds(expenseRecords.timesheetId, timesheetIds))
    .orderBy(asc(expenseRecords.timesheetId), asc(expenseRecords.date), asc(expenseRecords.createdAt), asc(expenseRecords.id));
  const byTimesheet = new Map<string, ExportExpense[]>();
  for (const { timesheetId, ...expense } of rows) {
    const list = byTimesheet.get(timesheetId) ?? [];
    list.push(expense);
    byTimesheet.set(timesheetId, list);
  }
  return byTimesheet;
}
