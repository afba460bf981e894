import "server-only";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { listTimesheetRecordsOf } from "@/server/services/timesheets/list-timesheet-records";
import { feeTable } from "./fee-table";
import { writeFeeSheet } from "./fee-sheet";
import { contractorFileName } from "./file-name";
import { loadExportTimesheets } from "./load-export-timesheets";
import type { XlsxDownload } from "./xlsx-response";

/** GET /api/timesheets/{id}/export: one timesheet's fee on a sheet named "Timesheet". */
export async function exportTimesheet(db: DbOrTx, actor: Actor, id: string): Promise<XlsxDownload> {
  const [timesheet] = await loadExportTimesheets(db, actor, [id]);
  if (!timesheet) throw new Error("loadExportTimesheets returns every id or throws");
  const records = await listTimesheetRecordsOf(db, [id]);
  const table = feeTable(records.get(id) ?? [], { period: timesheet.period, workingDays: timesheet.workingDays });
  return {
    fileName: contractorFileName("timesheet", timesheet.contractorName, timesheet.period.toString()),
    fill: (workbook) => writeFeeSheet(workbook.addWorksheet("Timesheet"), timesheet, table),
  };
}
