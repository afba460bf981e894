import "server-only";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { expenseTotals, writeExpenseSheet } from "./expense-sheet";
import { periodsFileName } from "./file-name";
import { loadExpenseRecords } from "./load-expense-records";
import { loadExportTimesheets } from "./load-export-timesheets";
import { SheetNames } from "./sheet-names";
import { SUMMARY_SHEET, writeExpenseSummary } from "./summary-sheets";
import type { XlsxDownload } from "./xlsx-response";

/**
 * POST /api/timesheets/batch/export-expenses: a "Summary" sheet, then one expense sheet per
 * timesheet in the order asked for; all or nothing, like the fee batch.
 */
export async function exportTimesheetsExpenses(db: DbOrTx, actor: Actor, ids: readonly string[]): Promise<XlsxDownload> {
  const unique = [...new Set(ids)];
  const timesheets = await loadExportTimesheets(db, actor, unique);
  const expenses = await loadExpenseRecords(db, unique);
  const names = new SheetNames([SUMMARY_SHEET]);
  const entries = timesheets.map((timesheet) => {
    const list = expenses.get(timesheet.id) ?? [];
    const sheetName = names.next(`${timesheet.period.toString()} ${timesheet.contractorName} ${timesheet.projectName}`);
    return { sheetName, timesheet, expenses: list, items: list.length, totals: expenseTotals(list) };
  });
  return {
    fileName: periodsFileName("expenses", timesheets.map((t) => t.period.toString())),
    fill: (workbook) => {
      writeExpenseSummary(workbook.addWorksheet(SUMMARY_SHEET), entries);
      for (const entry of entries) writeExpenseSheet(workbook.addWorksheet(entry.sheetName), entry.timesheet, entry.expenses);
    },
  };
}
