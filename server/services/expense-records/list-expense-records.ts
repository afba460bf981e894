import "server-only";
import { asc, eq } from "drizzle-orm";
import { CURRENCIES, EXPENSE_CATEGORIES } from "@/lib/domain/reference";
import type { ExpenseRecord } from "@/lib/schemas/timesheets";
import type { DbOrTx } from "@/server/db";
import { expenseRecords } from "@/server/db/schema";
import { stored, storedCurrencyCode } from "@/server/db/sql/stored-values";

/** The expense records of one timesheet by date; files and message threads are added by the caller. */
export async function listExpenseRecords(db: DbOrTx, timesheetId: string): Promise<Omit<ExpenseRecord, "files" | "messageThread">[]> {
  const rows = await db
    .select({
      id: expenseRecords.id,
      timesheetId: expenseRecords.timesheetId,
      date: expenseRecords.date,
      category: expenseRecords.category,
      details: expenseRecords.details,
      amount: expenseRecords.amount,
      amountInExpenseCurrency: expenseRecords.amountInExpenseCurrency,
      expenseCurrency: expenseRecords.expenseCurrency,
      exchangeRate: expenseRecords.exchangeRate,
      originalCurrency: expenseRecords.originalCurrency,
      version: expenseRecords.version,
    })
    .from(expenseRecords)
    .where(eq(expenseRecords.timesheetId, timesheetId))
    .orderBy(asc(expenseRecords.date), asc(expenseRecords.createdAt), asc(expenseRecords.id));
  return rows.map((row) => ({
    ...row,
    category: stored(EXPENSE_CATEGORIES, row.category, "expense category"),
    expenseCurrency: storedCurrencyCode(row.expenseCurrency, "expense currency"),
    originalCurrency: stored(CURRENCIES, row.originalCurrency, "original currency"),
  }));
}
