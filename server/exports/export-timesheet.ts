import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { listTimesheetRecordsOf } from "@/server/services/timesheet-records/list-timesheet-records";
import { feeTable } from "./fee-table";
import { exportLanguageOf, exportWords } from "./export-words";
import { writeFeeSheet } from "./fee-sheet";
import { contractorFileName } from "./file-name";
import { loadExportTimesheets } from "./load-export-timesheets";
import type { XlsxDownload } from "./xlsx-response";

/** GET /api/timesheets/{id}/export: one timesheet's fee on a sheet named "Timesheet" (in the caller's language). */
export async function exportTimesheet(db: DbOrTx, actor: Actor, id: string, { language = exportLanguageOf(actor) }: { language?: Language } = {}): Promise<XlsxDownload> {
  const [timesheet] = await loadExportTimesheets(db, actor, [id]);
  if (!timesheet) throw new Error("loadExportTimesheets returns every id or throws");
  const records = await listTimesheetRecordsOf(db, [id]);
  const table = feeTable(records.get(id) ?? [], { period: timesheet.period, workingDays: timesheet.workingDays });
  return {
    fileName: contractorFileName("timesheet", timesheet.contractorName, timesheet.period.toString()),
    fill: (workbook) => {
      const words = exportWords(language);
      writeFeeSheet(workbook.addWorksheet(words.t("sheets.timesheet")), timesheet, table, words);
    },
  };
}
