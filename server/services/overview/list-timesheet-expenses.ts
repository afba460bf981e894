import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { expenseRecords } from "@/server/db/schema";

/** The expense claims of one timesheet, by date: what was paid, in which currency, and the converted amount. */
export async function listTimesheetExpenses(db: DbOrTx, { timesheetId }: { timesheetId: string }) {
  return db
    .select({
      id: expenseRecords.id,
      date: expenseRecords.date,
      category: expenseRecords.category,
      details: expenseRecords.details,
      amountInExpenseCurrency: expenseRecords.amountInExpenseCurrency,
      expenseCurrency: expenseRecords.expenseCurrency,
      exchangeRate: expenseRecords.exchangeRate,
      amount: expenseRecords.amount,
      currency: expenseRecords.originalCurrency,
    })
    .from(expenseRecords)
    .where(eq(expenseRecords.timesheetId, timesheetId))
    .orderBy(asc(expenseRecords.date), asc(expenseRecords.createdAt), asc(expenseRecords.id));
}

export type TimesheetExpenseRow = Awaited<ReturnType<typeof listTimesheetExpenses>>[number];
