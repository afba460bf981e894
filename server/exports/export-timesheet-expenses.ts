import "server-only";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { writeExpenseSheet } from "./expense-sheet";
import { contractorFileName } from "./file-name";
import { loadExpenseRecords } from "./load-expense-records";
import { loadExportTimesheets } from "./load-export-timesheets";
import type { XlsxDownload } from "./xlsx-response";

/** GET /api/timesheets/{id}/export-expenses: one timesheet's expenses on a sheet named "Expenses". */
export async function exportTimesheetExpenses(db: DbOrTx, actor: Actor, id: string): Promise<XlsxDownload> {
  const [timesheet] = await loadExportTimesheets(db, actor, [id]);
  if (!timesheet) throw new Error("loadExportTimesheets returns every id or throws");
  const expenses = (await loadExpenseRecords(db, [id])).get(id) ?? [];
  return {
    fileName: contractorFileName("expenses", timesheet.contractorName, timesheet.period.toString()),
    fill: (workbook) => writeExpenseSheet(workbook.addWorksheet("Expenses"), timesheet, expenses),
  };
}
