import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Currency, ExpenseCategory } from "@/lib/domain";
import type { ExpenseRecordView } from "@/lib/schemas/expense-records";
import type { DbOrTx } from "@/server/db";
import { files } from "@/server/db/schema";
import { isoUtcTimestamp } from "@/server/db/sql/iso-timestamp";
import { toFileView } from "@/server/services/files/file-view";
import type { ExpenseRecordRow } from "./find-expense-record";

/** An expense record with its files, as the API shows it. */
export async function expenseRecordView(db: DbOrTx, row: ExpenseRecordRow): Promise<ExpenseRecordView> {
  const linked = await db.select().from(files).where(eq(files.expenseRecordId, row.id)).orderBy(asc(files.createdAt), asc(files.id));
  return {
    id: row.id,
    timesheetId: row.timesheetId,
    date: row.date,
    category: row.category as ExpenseCategory,
    details: row.details,
    amount: row.amount,
    amountInExpenseCurrency: row.amountInExpenseCurrency,
    expenseCurrency: row.expenseCurrency as Currency,
    exchangeRate: row.exchangeRate,
    originalCurrency: row.originalCurrency as Currency,
    version: row.version,
    createdAt: isoUtcTimestamp(row.createdAt),
    updatedAt: isoUtcTimestamp(row.updatedAt),
    files: linked.map(toFileView),
  };
}
