import "server-only";
import type { Worksheet } from "exceljs";
import { componentStatusLabel } from "@/lib/domain/statuses";
import { currencyFormat, QUANTITY_FORMAT } from "./cell-formats";
import type { FeeTable } from "./fee-table";
import type { ExportTimesheet } from "./load-export-timesheets";
import { setColumnWidths, writeHeaderBlock, writeRow } from "./sheet-rows";

export const FEE_HEADERS = ["Date", "Work summary", "Counterpart", "Amount", "Unit", "Rate", "Line total"] as const;

/**
 * One timesheet's fee: the header block, one row per record (amounts and rates as numbers in
 * their currency's format, dates as dates), then the totals: days, hours and the fee per
 * currency.
 */
export function writeFeeSheet(sheet: Worksheet, timesheet: ExportTimesheet, table: FeeTable): void {
  setColumnWidths(sheet, [14, 48, 24, 10, 8, 16, 16]);
  writeHeaderBlock(sheet, timesheet, [["Fee status", componentStatusLabel(timesheet.feeStatus)]]);
  writeRow(sheet, FEE_HEADERS, { bold: true });
  for (const line of table.lines) {
    const money = currencyFormat(line.rate.currency);
    writeRow(sheet, [
      { date: line.date },
      line.workSummary,
      line.counterPart,
      { amount: line.timeAmount, format: QUANTITY_FORMAT },
      line.timeUnit,
      { amount: line.rate.amount, format: money },
      { amount: line.lineTotal, format: money },
    ]);
  }
  writeRow(sheet, ["Total days", null, null, { amount: table.days, format: QUANTITY_FORMAT }, "DAYS"], { bold: true });
  writeRow(sheet, ["Total hours", null, null, { amount: table.hours, format: QUANTITY_FORMAT }, "HOURS"], { bold: true });
  const fees = table.fees.length > 0 ? table.fees : timesheet.currency ? [{ amount: "0", currency: timesheet.currency }] : [];
  for (const fee of fees) {
    writeRow(sheet, [`Total fee (${fee.currency})`, null, null, null, null, null, { amount: fee.amount, format: currencyFormat(fee.currency) }], {
      bold: true,
    });
  }
  sheet.commit();
}
