import "server-only";
import type { Worksheet } from "exceljs";
import { totalsByCurrency } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";
import { currencyFormat, EXCHANGE_RATE_FORMAT } from "./cell-formats";
import { exportWords, type ExportWords } from "./export-words";
import type { ExportExpense } from "./load-expense-records";
import type { ExportTimesheet } from "./load-export-timesheets";
import { setColumnWidths, writeHeaderBlock, writeRow, type Cell } from "./sheet-rows";

function expenseHeaders(words: ExportWords): string[] {
  const { t } = words;
  return [
    t("columns.date"),
    t("columns.category"),
    t("columns.details"),
    t("columns.originalAmount"),
    t("columns.originalCurrency"),
    t("columns.exchangeRate"),
    t("columns.amount"),
    t("columns.currency"),
    t("columns.receiptFiles"),
  ];
}

/** @internal The English headers, as the spec names them: the tests read workbooks against them. */
export const EXPENSE_HEADERS = expenseHeaders(exportWords("en"));

/** One expense's cells under those headers, in the timesheet's sheet and in the all-in-one expenses table. */
export function expenseCells(expense: ExportExpense, words: ExportWords): Cell[] {
  return [
    { date: expense.date },
    words.category(expense.category),
    expense.details,
    { amount: expense.amountInExpenseCurrency, format: currencyFormat(expense.expenseCurrency) },
    expense.expenseCurrency,
    { amount: expense.exchangeRate, format: EXCHANGE_RATE_FORMAT },
    { amount: expense.amount, format: currencyFormat(expense.currency) },
    expense.currency,
    expense.receiptNames,
  ];
}

/** The exact sum of the converted amounts per settlement currency. */
export function expenseTotals(expenses: readonly ExportExpense[]): Money[] {
  return totalsByCurrency(expenses.map(({ amount, currency }) => ({ amount, currency })));
}

/**
 * One timesheet's expenses: what was paid in which currency, the exchange rate, the amount in
 * the settlement currency and the names of the receipts, then the total per currency.
 */
export function writeExpenseSheet(sheet: Worksheet, timesheet: ExportTimesheet, expenses: readonly ExportExpense[], words: ExportWords): void {
  const { t } = words;
  setColumnWidths(sheet, [14, 26, 40, 16, 10, 14, 16, 10, 40]);
  writeHeaderBlock(sheet, timesheet, [[t("columns.expensesStatus"), words.componentStatus(timesheet.expensesStatus)]], words);
  writeRow(sheet, expenseHeaders(words), { bold: true });
  for (const expense of expenses) {
    writeRow(sheet, expenseCells(expense, words));
  }
  const totals = expenseTotals(expenses);
  const rows = totals.length > 0 ? totals : timesheet.currency ? [{ amount: "0", currency: timesheet.currency }] : [];
  for (const total of rows) {
    writeRow(sheet, [t("totals.total", { currency: total.currency }), null, null, null, null, null, { amount: total.amount, format: currencyFormat(total.currency) }, total.currency], {
      bold: true,
    });
  }
  sheet.commit();
}
