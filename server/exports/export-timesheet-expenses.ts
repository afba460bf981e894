import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { writeExpenseSheet } from "./expense-sheet";
import { exportLanguageOf, exportWords } from "./export-words";
import { contractorFileName } from "./file-name";
import { loadExpenseRecords } from "./load-expense-records";
import { loadExportTimesheets } from "./load-export-timesheets";
import type { XlsxDownload } from "./xlsx-response";

/** GET /api/timesheets/{id}/export-expenses: one timesheet's expenses on a sheet named "Expenses" (in the caller's language). */
export async function exportTimesheetExpenses(
  db: DbOrTx,
  actor: Actor,
  id: string,
  { language = exportLanguageOf(actor) }: { language?: Language } = {},
): Promise<XlsxDownload> {
  const [timesheet] = await loadExportTimesheets(db, actor, [id]);
  if (!timesheet) throw new Error("loadExportTimesheets returns every id or throws");
  const expenses = (await loadExpenseRecords(db, [id])).get(id) ?? [];
  return {
    fileName: contractorFileName("expenses", timesheet.contractorName, timesheet.period.toString()),
    fill: (workbook) => {
      const words = exportWords(language);
      writeExpenseSheet(workbook.addWorksheet(words.t("sheets.expenses")), timesheet, expenses, words);
    },
  };
}
