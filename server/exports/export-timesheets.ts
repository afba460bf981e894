import "server-only";
import type { Money } from "@/lib/domain/money";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { listTimesheetRecordsOf } from "@/server/services/timesheets/list-timesheet-records";
import { assertBatchSize, chunksOf, EXPORT_CHUNK } from "./batch-size";
import { feeTable, type FeeTable } from "./fee-table";
import { writeFeeSheet } from "./fee-sheet";
import { periodsFileName } from "./file-name";
import { loadExportTimesheets, type ExportTimesheet } from "./load-export-timesheets";
import { SheetNames } from "./sheet-names";
import { SUMMARY_SHEET, writeFeeSummary } from "./summary-sheets";
import type { XlsxDownload } from "./xlsx-response";

/**
 * POST /api/timesheets/batch/export: a "Summary" sheet first, then one fee sheet per timesheet
 * in the order asked for (an id given twice is exported once). All or nothing: one id that is
 * not found fails the whole export before a byte is written. Up to MAX_BATCH_EXPORT timesheets:
 * the records are read EXPORT_CHUNK timesheets at a time while the workbook streams out, once
 * for the summary's totals and once more for the sheets, so memory follows the chunk, not the
 * batch (a batch of one chunk reads them once).
 */
export async function exportTimesheets(db: DbOrTx, actor: Actor, ids: readonly string[]): Promise<XlsxDownload> {
  const unique = [...new Set(ids)];
  assertBatchSize(unique);
  const timesheets = await loadExportTimesheets(db, actor, unique);
  const names = new SheetNames([SUMMARY_SHEET]);
  const sheetNames = timesheets.map((timesheet) => names.next(`${timesheet.period.toString()} ${timesheet.contractorName} ${timesheet.projectName}`));
  const chunks = chunksOf(timesheets.map((timesheet, index) => ({ timesheet, sheetName: sheetNames[index] as string })));

  async function tablesOf(chunk: readonly { timesheet: ExportTimesheet }[]): Promise<FeeTable[]> {
    const records = await listTimesheetRecordsOf(db, chunk.map(({ timesheet }) => timesheet.id));
    return chunk.map(({ timesheet }) => feeTable(records.get(timesheet.id) ?? [], { period: timesheet.period, workingDays: timesheet.workingDays }));
  }

  return {
    fileName: periodsFileName("timesheets", timesheets.map((t) => t.period.toString())),
    fill: async (workbook) => {
      const entries: { sheetName: string; timesheet: ExportTimesheet; days: string; hours: string; fees: Money[] }[] = [];
      let kept: FeeTable[] | undefined;
      for (const chunk of chunks) {
        const tables = await tablesOf(chunk);
        if (timesheets.length <= EXPORT_CHUNK) kept = tables;
        chunk.forEach(({ timesheet, sheetName }, index) => {
          const { days, hours, fees } = tables[index] as FeeTable;
          entries.push({ sheetName, timesheet, days, hours, fees });
        });
      }
      writeFeeSummary(workbook.addWorksheet(SUMMARY_SHEET), entries);
      for (const chunk of chunks) {
        const tables = kept ?? (await tablesOf(chunk));
        chunk.forEach(({ timesheet, sheetName }, index) => writeFeeSheet(workbook.addWorksheet(sheetName), timesheet, tables[index] as FeeTable));
      }
    },
  };
}
