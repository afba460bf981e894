import ExcelJS from "exceljs";
import { expect } from "vitest";

/** Reads a streamed download back with exceljs, as a user's spreadsheet program would open it. */
export async function openWorkbook(response: Response): Promise<ExcelJS.Workbook> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

export function sheetOf(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name} in ${workbook.worksheets.map((s) => s.name).join(", ")}`);
  return sheet;
}

/** The values of one row from column 1 to `width`. */
export function rowValues(sheet: ExcelJS.Worksheet, row: number, width: number): ExcelJS.CellValue[] {
  return Array.from({ length: width }, (_, i) => sheet.getRow(row).getCell(i + 1).value);
}

/** The rows below the table header (row 8) up to the first totals row, whose first cell starts with "Total". */
export function tableRows(sheet: ExcelJS.Worksheet, headerRow = 8): ExcelJS.Row[] {
  const rows: ExcelJS.Row[] = [];
  for (let n = headerRow + 1; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    const first = row.getCell(1).value;
    if (typeof first === "string" && first.startsWith("Total")) break;
    rows.push(row);
  }
  return rows;
}

/** The totals rows: label in column A, keyed by label. */
export function totalsRows(sheet: ExcelJS.Worksheet): Map<string, ExcelJS.Row> {
  const found = new Map<string, ExcelJS.Row>();
  sheet.eachRow((row) => {
    const first = row.getCell(1).value;
    if (typeof first === "string" && first.startsWith("Total")) found.set(first, row);
  });
  return found;
}

/** Adds spreadsheet numbers as cents, so a sum of amounts compares exactly. */
export function sumCents(values: readonly unknown[]): number {
  return values.reduce<number>((total, value) => total + Math.round(Number(value) * 100), 0);
}

export function cents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}
