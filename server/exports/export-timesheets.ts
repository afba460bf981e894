import "server-only";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { listTimesheetRecordsOf } from "@/server/services/timesheets/list-timesheet-records";
import { feeTable } from "./fee-table";
import { writeFeeSheet } from "./fee-sheet";
import { periodsFileName } from "./file-name";
import { loadExportTimesheets } from "./load-export-timesheets";
import { SheetNames } from "./sheet-names";
import { SUMMARY_SHEET, writeFeeSummary } from "./summary-sheets";
import type { XlsxDownload } from "./xlsx-response";

/**
 * POST /api/timesheets/batch/export: a "Summary" sheet first, then one fee sheet per timesheet
 * in the order asked for (an id given twice is exported once). All or nothing: one id that is
 * not found fails the whole export before a byte is written. Two queries for any number of ids.
 */
export async function exportTimesheets(db: DbOrTx, actor: Actor, ids: readonly string[]): Promise<XlsxDownload> {
  const unique = [...new Set(ids)];
  const timesheets = await loadExportTimesheets(db, actor, unique);
  const records = await listTimesheetRecordsOf(db, unique);
  const names = new SheetNames([SUMMARY_SHEET]);
  const entries = timesheets.map((timesheet) => {
    const table = feeTable(records.get(timesheet.id) ?? [], { period: timesheet.period, workingDays: timesheet.workingDays });
    const sheetName = names.next(`${timesheet.period.toString()} ${timesheet.contractorName} ${timesheet.projectName}`);
    return { sheetName, timesheet, table, days: table.days, hours: table.hours, fees: table.fees };
  });
  return {
    fileName: periodsFileName("timesheets", timesheets.map((t) => t.period.toString())),
    fill: (workbook) => {
      writeFeeSummary(workbook.addWorksheet(SUMMARY_SHEET), entries);
      for (const entry of entries) writeFeeSheet(workbook.addWorksheet(entry.sheetName), entry.timesheet, entry.table);
    },
  };
}
