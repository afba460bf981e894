import "server-only";
import type { Worksheet } from "exceljs";
import { currencyFormat, QUANTITY_FORMAT } from "./cell-formats";
import { exportWords, type ExportWords } from "./export-words";
import type { FeeTable } from "./fee-table";
import type { ExportTimesheet } from "./load-export-timesheets";
import { setColumnWidths, writeHeaderBlock, writeRow } from "./sheet-rows";

function feeHeaders(words: ExportWords): string[] {
  const { t } = words;
  return [t("columns.date"), t("columns.workSummary"), t("columns.counterpart"), t("columns.amount"), t("columns.unit"), t("columns.rate"), t("columns.lineTotal")];
}

/** @internal The English headers, as the spec names them: the tests read workbooks against them. */
export const FEE_HEADERS = feeHeaders(exportWords("en"));

/**
 * One timesheet's fee: the header block, one row per record (amounts and rates as numbers in
 * their currency's format, dates as dates), then the totals: days, hours and the fee per
 * currency.
 */
export function writeFeeSheet(sheet: Worksheet, timesheet: ExportTimesheet, table: FeeTable, words: ExportWords): void {
  const { t } = words;
  setColumnWidths(sheet, [14, 48, 24, 10, 8, 16, 16]);
  writeHeaderBlock(sheet, timesheet, [[t("columns.feeStatus"), words.componentStatus(timesheet.feeStatus)]], words);
  writeRow(sheet, feeHeaders(words), { bold: true });
  for (const line of table.lines) {
    const money = currencyFormat(line.rate.currency);
    writeRow(sheet, [
      { date: line.date },
      line.workSummary,
      line.counterPart,
      { amount: line.timeAmount, format: QUANTITY_FORMAT },
      t(`timeUnit.${line.timeUnit}`),
      { amount: line.rate.amount, format: money },
      { amount: line.lineTotal, format: money },
    ]);
  }
  writeRow(sheet, [t("totals.totalDays"), null, null, { amount: table.days, format: QUANTITY_FORMAT }, t("timeUnit.DAYS")], { bold: true });
  writeRow(sheet, [t("totals.totalHours"), null, null, { amount: table.hours, format: QUANTITY_FORMAT }, t("timeUnit.HOURS")], { bold: true });
  const fees = table.fees.length > 0 ? table.fees : timesheet.currency ? [{ amount: "0", currency: timesheet.currency }] : [];
  for (const fee of fees) {
    writeRow(sheet, [t("totals.totalFee", { currency: fee.currency }), null, null, null, null, null, { amount: fee.amount, format: currencyFormat(fee.currency) }], {
      bold: true,
    });
  }
  sheet.commit();
}
