import "server-only";
import type { Worksheet } from "exceljs";
import { totalsByCurrency } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";
import { componentStatusLabel } from "@/lib/domain/statuses";
import { currencyFormat, EXCHANGE_RATE_FORMAT } from "./cell-formats";
import type { ExportExpense } from "./load-expense-records";
import type { ExportTimesheet } from "./load-export-timesheets";
import { setColumnWidths, writeHeaderBlock, writeRow } from "./sheet-rows";

export const EXPENSE_HEADERS = [
  "Date",
  "Category",
  "Details",
  "Original amount",
  "Original currency",
  "Exchange rate",
  "Amount",
  "Currency",
  "Receipt files",
] as const;

/** "GROUND_TRANSPORTATION" → "Ground transportation". */
export function categoryLabel(category: string): string {
  const words = category.toLowerCase().split("_").filter(Boolean).join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The exact sum of the converted amounts per settlement currency. */
export function expenseTotals(expenses: readonly ExportExpense[]): Money[] {
  return totalsByCurrency(expenses.map(({ amount, currency }) => ({ amount, currency })));
}

/**
 * One timesheet's expenses: what was paid in which currency, the exchange rate, the amount in
 * the settlement currency and the names of the receipts, then the total per currency.
 */
export function writeExpenseSheet(sheet: Worksheet, timesheet: ExportTimesheet, expenses: readonly ExportExpense[]): void {
  setColumnWidths(sheet, [14, 26, 40, 16, 10, 14, 16, 10, 40]);
  writeHeaderBlock(sheet, timesheet, [["Expenses status", componentStatusLabel(timesheet.expensesStatus)]]);
  writeRow(sheet, EXPENSE_HEADERS, { bold: true });
  for (const expense of expenses) {
    writeRow(sheet, [
      { date: expense.date },
      categoryLabel(expense.category),
      expense.details,
      { amount: expense.amountInExpenseCurrency, format: currencyFormat(expense.expenseCurrency) },
      expense.expenseCurrency,
      { amount: expense.exchangeRate, format: EXCHANGE_RATE_FORMAT },
      { amount: expense.amount, format: currencyFormat(expense.currency) },
      expense.currency,
      expense.receiptNames,
    ]);
  }
  const totals = expenseTotals(expenses);
  const rows = totals.length > 0 ? totals : timesheet.currency ? [{ amount: "0", currency: timesheet.currency }] : [];
  for (const total of rows) {
    writeRow(sheet, [`Total (${total.currency})`, null, null, null, null, null, { amount: total.amount, format: currencyFormat(total.currency) }, total.currency], {
      bold: true,
    });
  }
  sheet.commit();
}
