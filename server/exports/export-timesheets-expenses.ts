import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { assertBatchSize, chunksOf, progressCounter, type ExportProgress } from "./batch-size";
import { currencyFormat, QUANTITY_FORMAT } from "./cell-formats";
import { expenseCells, expenseTotals } from "./expense-sheet";
import { analysisSheets, expenseColumns, keyCells, keyColumns, readAhead, timesheetId } from "./export-timesheets";
import { exportLanguageOf, exportWords, type ExportWords } from "./export-words";
import { periodsFileName } from "./file-name";
import { loadExpenseRecords } from "./load-expense-records";
import { loadExportTimesheets, type ExportTimesheet } from "./load-export-timesheets";
import type { TableColumn } from "./table-sheet";
import { TableSheet } from "./table-sheet";
import type { XlsxDownload } from "./xlsx-response";

function expenseSummaryColumns(words: ExportWords): TableColumn[] {
  const { t } = words;
  return [
    ...keyColumns(words),
    { header: t("columns.status"), width: 12 },
    { header: t("columns.expensesStatus"), width: 16 },
    { header: t("columns.items"), width: 8 },
    { header: t("columns.amount"), width: 16 },
    { header: t("columns.currency"), width: 10 },
    timesheetId(words),
  ];
}

/** @internal The English columns of the expenses workbook's Summary, as the spec names them: the tests read workbooks against them. */
export const EXPENSE_SUMMARY_COLUMNS = expenseSummaryColumns(exportWords("en"));

/** A timesheet's Summary rows: one per currency its expenses are in (one, with zero, when it has none); the count on the first only. */
function expenseSummaryRows(timesheet: ExportTimesheet, expenses: Parameters<typeof expenseTotals>[0], words: ExportWords) {
  const totals = expenseTotals(expenses);
  const amounts = totals.length > 0 ? totals : [{ amount: "0", currency: timesheet.currency ?? "" }];
  return amounts.map(({ amount, currency }, index) => [
    ...keyCells(timesheet),
    words.timesheetStatus(timesheet.status),
    words.componentStatus(timesheet.expensesStatus),
    index === 0 ? { amount: String(expenses.length), format: "0" } : null,
    { amount, format: currency ? currencyFormat(currency) : QUANTITY_FORMAT },
    currency || null,
    timesheet.id,
  ]);
}

/**
 * POST /api/timesheets/batch/export-expenses: one workbook built for analysis, like the fee
 * workbook (server/exports/export-timesheets.ts), instead of a sheet per timesheet (#47.7): a
 * "Summary" table (a row per timesheet and currency: keys, statuses, the number of expenses and
 * their total) and an "Expenses" table (every expense with its timesheet's keys, the amount paid
 * and its currency, the exchange rate, the amount in the settlement currency and the receipts).
 * All or nothing; read EXPORT_CHUNK timesheets at a time, the next while the current is written.
 * Sheet names and headers in the language of whoever exports (a job's owner).
 */
export async function exportTimesheetsExpenses(
  db: DbOrTx,
  actor: Actor,
  ids: readonly string[],
  { onProgress, language = exportLanguageOf(actor) }: { onProgress?: ExportProgress; language?: Language } = {},
): Promise<XlsxDownload> {
  const unique = [...new Set(ids)];
  assertBatchSize(unique);
  const timesheets = await loadExportTimesheets(db, actor, unique);
  const chunks = chunksOf(timesheets);
  const wrote = progressCounter(timesheets.length, 2, onProgress);
  const load = (part: readonly ExportTimesheet[]) => loadExpenseRecords(db, part.map((timesheet) => timesheet.id));

  return {
    fileName: periodsFileName("expenses", timesheets.map((t) => t.period.toString())),
    fill: async (workbook) => {
      const words = exportWords(language);
      const sheets = analysisSheets(words);
      // Read twice, a chunk at a time: memory follows the chunk, not the batch.
      const summaryReads = readAhead(chunks, load);
      const expenseReads = readAhead(chunks, load);

      const summary = new TableSheet(workbook, sheets.summary, expenseSummaryColumns(words));
      for await (const { chunk, loaded } of summaryReads.each(expenseReads.begin)) {
        for (const timesheet of chunk) {
          for (const row of expenseSummaryRows(timesheet, loaded.get(timesheet.id) ?? [], words)) summary.add(row);
          if (wrote) await wrote();
        }
      }
      summary.commit();

      const expenses = new TableSheet(workbook, sheets.expenses, expenseColumns(words));
      for await (const { chunk, loaded } of expenseReads.each()) {
        for (const timesheet of chunk) {
          const keys = keyCells(timesheet);
          for (const expense of loaded.get(timesheet.id) ?? []) expenses.add([...keys, ...expenseCells(expense, words), timesheet.id]);
          if (wrote) await wrote();
        }
      }
      expenses.commit();
    },
  };
}
