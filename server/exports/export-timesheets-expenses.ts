import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { assertBatchSize, chunksOf, EXPORT_CHUNK, progressCounter, type ExportProgress } from "./batch-size";
import { expenseTotals, writeExpenseSheet } from "./expense-sheet";
import { exportLanguageOf, exportWords } from "./export-words";
import { periodsFileName } from "./file-name";
import { loadExpenseRecords, type ExportExpense } from "./load-expense-records";
import { loadExportTimesheets, type ExportTimesheet } from "./load-export-timesheets";
import { SheetNames } from "./sheet-names";
import { writeExpenseSummary } from "./summary-sheets";
import type { XlsxDownload } from "./xlsx-response";

/**
 * POST /api/timesheets/batch/export-expenses: a "Summary" sheet, then one expense sheet per
 * timesheet in the order asked for; all or nothing, like the fee batch, and read in chunks the
 * same way (server/exports/export-timesheets.ts). Sheet names and headers in the language of
 * whoever exports (a job's owner).
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
  const words = exportWords(language);
  const summarySheet = words.t("sheets.summary");
  const fallback = words.t("sheets.fallback");
  const names = new SheetNames([summarySheet]);
  const sheetNames = timesheets.map((timesheet) => names.next(`${timesheet.period.toString()} ${timesheet.contractorName} ${timesheet.projectName}`, fallback));
  const chunks = chunksOf(timesheets.map((timesheet, index) => ({ timesheet, sheetName: sheetNames[index] as string })));
  const expensesOf = (chunk: readonly { timesheet: ExportTimesheet }[]) => loadExpenseRecords(db, chunk.map(({ timesheet }) => timesheet.id));
  // The summary's totals are read first, then each timesheet's sheet is written: two passes.
  const wrote = progressCounter(timesheets.length, 2, onProgress);

  return {
    fileName: periodsFileName("expenses", timesheets.map((t) => t.period.toString())),
    fill: async (workbook) => {
      const entries = [];
      let kept: Map<string, ExportExpense[]> | undefined;
      for (const chunk of chunks) {
        const expenses = await expensesOf(chunk);
        if (timesheets.length <= EXPORT_CHUNK) kept = expenses;
        for (const { timesheet, sheetName } of chunk) {
          const list = expenses.get(timesheet.id) ?? [];
          entries.push({ sheetName, timesheet, items: list.length, totals: expenseTotals(list) });
          if (wrote) await wrote();
        }
      }
      writeExpenseSummary(workbook.addWorksheet(summarySheet), entries, words);
      for (const chunk of chunks) {
        const expenses = kept ?? (await expensesOf(chunk));
        for (const { timesheet, sheetName } of chunk) {
          writeExpenseSheet(workbook.addWorksheet(sheetName), timesheet, expenses.get(timesheet.id) ?? [], words);
          if (wrote) await wrote();
        }
      }
    },
  };
}
