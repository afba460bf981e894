import "server-only";
import type { CellValue, Style, Worksheet } from "exceljs";
import type { IsoDate } from "@/lib/domain/dates";
import { cellNumber, DATE_FORMAT, excelDate } from "./cell-formats";
import type { ExportWords } from "./export-words";
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

/**
 * One frozen style object per number format, shared by every cell that has it. exceljs gives each
 * new cell a style object of its own and, when the row is written, renders that object to XML to
 * find its style id, unless it has seen the very object before (a WeakMap by identity): shared
 * objects turn that per-cell work into a lookup. Frozen, because a write to one cell's style would
 * otherwise restyle every cell that shares it.
 */
const PLAIN: Partial<Style> = Object.freeze({});
const sharedStyles = new Map<string, Partial<Style>>();

function styleOf(format: string | undefined): Partial<Style> {
  if (format === undefined) return PLAIN;
  let style = sharedStyles.get(format);
  if (!style) {
    style = Object.freeze({ numFmt: format });
    sharedStyles.set(format, style);
  }
  return style;
}

/** Adds one row and commits it, so the streaming writer can zip it and let it go. */
export function writeRow(sheet: Worksheet, cells: readonly Cell[], options: { bold?: boolean } = {}): void {
  const row = sheet.addRow(cells.map(valueOf));
  if (options.bold) {
    // Headers and totals, a few rows a sheet: each cell's own style, so the row's font can reach it.
    cells.forEach((cell, index) => {
      const format = formatOf(cell);
      if (format) row.getCell(index + 1).numFmt = format;
    });
    row.font = { bold: true };
  } else {
    for (let index = 0; index < cells.length; index++) row.getCell(index + 1).style = styleOf(formatOf(cells[index] ?? null));
  }
  row.commit();
}

/** Label and value pairs above the table, then an empty row, in the exporting person's language. */
export function writeHeaderBlock(sheet: Worksheet, timesheet: ExportTimesheet, extra: readonly [string, string][], words: ExportWords): void {
  const { t } = words;
  const entries: [string, string][] = [
    [t("columns.contractor"), timesheet.contractorName],
    [t("columns.project"), timesheet.projectName],
    [t("columns.client"), timesheet.clientName],
    [t("columns.billingPeriod"), words.format.month(timesheet.period.toString())],
    [t("columns.status"), words.timesheetStatus(timesheet.status)],
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
