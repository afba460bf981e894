/**
 * The batch export's yardstick (issue #37): exceljs's streaming writer alone writing as many rows
 * of the same shape as the analysis workbook (Summary, Records, Expenses: text, dates, numbers with
 * formats, every row committed), into a sink that only counts bytes. No database, no pricing, no
 * table parts: what the export adds on top of exceljs is the difference.
 *
 * Two ways to style the cells: `naive` sets each formatted cell's numFmt, so exceljs renders every
 * cell's own style object to find its id; `shared` gives every cell one frozen style object per
 * format, as the export does since 2026-11-26 (server/exports/sheet-rows.ts), which exceljs
 * recognises by identity. Against `shared` the comparison is like for like.
 */
import { Writable } from "node:stream";
import ExcelJS from "exceljs";

export interface BaselineRows {
  summary: number;
  records: number;
  expenses: number;
}

const KEYS = ["Amara Okafor", "Grid Modernisation", "Northwind Energy"];
const EUR = "[$EUR] #,##0.00";

type BaselineStyles = "naive" | "shared";

const PLAIN: Partial<ExcelJS.Style> = Object.freeze({});
const shared = new Map<string, Partial<ExcelJS.Style>>();

function write(sheet: ExcelJS.Worksheet, values: ExcelJS.CellValue[], formats: Record<number, string>, styles: BaselineStyles): void {
  const row = sheet.addRow(values);
  if (styles === "naive") {
    for (const [column, format] of Object.entries(formats)) row.getCell(Number(column)).numFmt = format;
  } else {
    for (let column = 1; column <= values.length; column++) {
      const format = formats[column];
      let style = format === undefined ? PLAIN : shared.get(format);
      if (!style) shared.set(format!, (style = Object.freeze({ numFmt: format })));
      row.getCell(column).style = style;
    }
  }
  row.commit();
}

/** Writes the rows and resolves with the bytes written. */
export async function writeBaselineWorkbook(rows: BaselineRows, styles: BaselineStyles = "shared"): Promise<number> {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const day = new Date(Date.UTC(2026, 10, 3));
  const id = "0b7c5d2e-3f41-4a8e-9c1d-2e3f4a5b6c7d";
  const sheets: [string, number, () => [ExcelJS.CellValue[], Record<number, string>]][] = [
    ["Summary", rows.summary, () => [[...KEYS, day, "Approved", "Approved", "Not started", "Not started", 20, 0, "EUR", 16000, 0, 0, 16000, id], { 4: "mmm yyyy", 9: "#,##0.00", 10: "#,##0.00", 12: EUR, 13: EUR, 14: EUR, 15: EUR }]],
    ["Records", rows.records, () => [[...KEYS, day, day, "Grid model review and load-flow study", "Northwind", 1, "Days", "Daily", 800, "EUR", 800, id], { 4: "mmm yyyy", 5: "dd mmm yyyy", 8: "#,##0.00", 11: EUR, 13: EUR }]],
    ["Expenses", rows.expenses, () => [[...KEYS, day, day, "Travel", "Train to Zurich", 100, "EUR", 1, 100, "EUR", "ticket.pdf", id], { 4: "mmm yyyy", 5: "dd mmm yyyy", 8: EUR, 10: "0.00######", 11: EUR }]],
  ];
  for (const [name, count, row] of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
    write(sheet, ["header"], {}, styles);
    for (let n = 0; n < count; n++) write(sheet, ...row(), styles);
    sheet.commit();
  }
  await workbook.commit();
  return bytes;
}
