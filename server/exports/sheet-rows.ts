import "server-only";
import type { CellValue, Worksheet } from "exceljs";
import type { IsoDate } from "@/lib/domain/dates";
import { timesheetStatusLabel } from "@/lib/domain/statuses";
import { cellNumber, DATE_FORMAT, excelDate } from "./cell-formats";
import type { ExportTimesheet } from "./load-export-timesheets";
import { safeText } from "./safe-text";

/** What a cell holds: text, a decimal amount with its number format, a date (shown as a day unless told), or nothing. */
export type Cell = null | string | { amount: string; format: string } | { date: IsoDate; format?: string };

function valueOf(cell: Cell): CellValue {
  if (cell === null) return null;
  // Every text cell goes through here, so none can be read as a formula.
  if (typeof cell === "string") return safeText(cell);
  if ("date" in cell) return excelDate(cell.date);
  return cellNumber(cell.amount);
}

function formatOf(cell: Cell): string | undefined {
  if (cell === null || typeof cell === "string") return undefined;
  return "date" in cell ? (cell.format ?? DATE_FORMAT) : cell.format;
}

/** Adds one row and commits it, so the streaming writer can zip it and let it go. */
export function writeRow(sheet: Worksheet, cells: readonly Cell[], options: { bold?: boolean } = {}): void {
  const row = sheet.addRow(cells.map(valueOf));
  cells.forEach((cell, index) => {
    const format = formatOf(cell);
    if (format) row.getCell(index + 1).numFmt = format;
  });
  if (options.bold) row.font = { bold: true };
  row.commit();
}

/** Label and value pairs above the table, then an empty row. */
export function writeHeaderBlock(sheet: Worksheet, timesheet: ExportTimesheet, extra: readonly [string, string][]): void {
  const entries: [string, string][] = [
    ["Contractor", timesheet.contractorName],
    ["Project", timesheet.projectName],
    ["Client", timesheet.clientName],
    ["Billing period", timesheet.period.name],
    ["Status", timesheetStatusLabel(timesheet.status)],
    ...extra,
  ];
  for (const [label, value] of entries) {
    const row = sheet.addRow([safeText(label), safeText(value)]);
    row.getCell(1).font = { bold: true };
    row.commit();
  }
  writeRow(sheet, []);
}

export function setColumnWidths(sheet: Worksheet, widths: readonly number[]): void {
  sheet.columns = widths.map((width) => ({ width }));
}
