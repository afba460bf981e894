import "server-only";
import { asc, eq } from "drizzle-orm";
import { CURRENCIES, EXPENSE_CATEGORIES } from "@/lib/domain/reference";
import type { ExpenseRecordView } from "@/lib/schemas/expense-records";
import type { DbOrTx } from "@/server/db";
import { files } from "@/server/db/schema";
import { isoUtcTimestamp } from "@/server/db/sql/iso-timestamp";
import { stored, storedCurrencyCode } from "@/server/db/sql/stored-values";
import { toFileView } from "@/server/services/files/file-view";
import type { ExpenseRecordRow } from "./find-expense-record";

/** An expense record with its files, as the API shows it. */
export async function expenseRecordView(db: DbOrTx, row: ExpenseRecordRow): Promise<ExpenseRecordView> {
  const linked = await db.select().from(files).where(eq(files.expenseRecordId, row.id)).orderBy(asc(files.createdAt), asc(files.id));
  return {
    id: row.id,
    timesheetId: row.timesheetId,
    date: row.date,
    category: stored(EXPENSE_CATEGORIES, row.category, "expense category"),
    details: row.details,
    amount: row.amount,
    amountInExpenseCurrency: row.amountInExpenseCurrency,
    expenseCurrency: storedCurrencyCode(row.expenseCurrency, "expense currency"),
    exchangeRate: row.exchangeRate,
    originalCurrency: stored(CURRENCIES, row.originalCurrency, "original currency"),
    version: row.version,
    createdAt: isoUtcTimestamp(row.createdAt),
    updatedAt: isoUtcTimestamp(row.updatedAt),
    files: linked.map(toFileView),
  };
}
