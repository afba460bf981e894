import "server-only";
import type { Worksheet } from "exceljs";
import type { WorkbookWriter } from "./xlsx-response";
import { writeRow, type Cell } from "./sheet-rows";

export interface TableColumn {
  /** The header cell and the table column's name: unique within the table. */
  header: string;
  width: number;
}

/**
 * The parts of exceljs 4.4's streaming writer a table needs and its typings leave out: the zip the
 * workbook writes into, the sheet's relationships writer and the sheet's closing tag. exceljs
 * streams tables nowhere (only its in-memory Workbook has addTable, which keeps every row), so a
 * table sheet writes the table part itself; the version is pinned in package.json.
 */
interface WriterInternals {
  zip: { append(source: string, options: { name: string }): void };
  addContentTypes(): Promise<void>;
}
interface SheetInternals {
  _sheetRelsWriter: { addRelationship(relationship: { Type: string; Target: string }): string };
  _write(text: string): void;
  _writeCloseWorksheet(): void;
}

const TABLE_RELATIONSHIP = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/table";
const TABLE_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml";

function xmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** "A", ..., "Z", "AA": the column letters of a 1-based index. */
function columnLetters(index: number): string {
  let letters = "";
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const tablesOf = new WeakMap<WorkbookWriter, string[]>();

/**
 * Content types are written at workbook.commit(): each table part must be declared there, so the
 * workbook's writer appends an Override per table to what exceljs writes.
 */
function declareTables(workbook: WorkbookWriter): string[] {
  const known = tablesOf.get(workbook);
  if (known) return known;
  const tables: string[] = [];
  tablesOf.set(workbook, tables);
  const internals = workbook as unknown as WriterInternals;
  const zip = internals.zip;
  const append = zip.append.bind(zip);
  zip.append = (source, options) => {
    if (options.name === "[Content_Types].xml" && typeof source === "string" && tables.length > 0) {
      const overrides = tables.map((part) => `<Override PartName="/xl/tables/${part}" ContentType="${TABLE_CONTENT_TYPE}"/>`).join("");
      append(source.replace("</Types>", `${overrides}</Types>`), options);
      return;
    }
    append(source, options);
  };
  return tables;
}

/**
 * A worksheet that is one Excel table: a header row (frozen, so it stays in view) over typed rows
 * (numbers with their formats, dates), written and committed a row at a time like every streamed
 * sheet, and declared as a table with a filter on each column when it is committed, once its size
 * is known. An empty table keeps one empty row, as Excel needs at least one.
 */
export class TableSheet {
  private readonly sheet: Worksheet;
  private rows = 0;

  /** `sheet` is the worksheet's name as people read it (in their language); `table` the table's own name, a plain identifier. */
  private readonly name: string;

  constructor(
    private readonly workbook: WorkbookWriter,
    names: { sheet: string; table: string },
    private readonly columns: readonly TableColumn[],
  ) {
    this.name = names.table;
    this.sheet = workbook.addWorksheet(names.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
    this.sheet.columns = columns.map(({ width }) => ({ width }));
    writeRow(this.sheet, columns.map(({ header }) => header), { bold: true });
  }

  add(cells: readonly Cell[]): void {
    writeRow(this.sheet, cells);
    this.rows += 1;
  }

  get rowCount(): number {
    return this.rows;
  }

  commit(): void {
    const tables = declareTables(this.workbook);
    const id = tables.length + 1;
    const part = `table${id}.xml`;
    tables.push(part);
    if (this.rows === 0) writeRow(this.sheet, []);
    const ref = `A1:${columnLetters(this.columns.length)}${Math.max(this.rows, 1) + 1}`;
    const columns = this.columns.map(({ header }, index) => `<tableColumn id="${index + 1}" name="${xmlText(header)}"/>`).join("");
    (this.workbook as unknown as WriterInternals).zip.append(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
        `<table xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" id="${id}" name="${this.name}" displayName="${this.name}" ref="${ref}" totalsRowShown="0">` +
        `<autoFilter ref="${ref}"/><tableColumns count="${this.columns.length}">${columns}</tableColumns>` +
        `<tableStyleInfo name="TableStyleMedium2" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>`,
      { name: `xl/tables/${part}` },
    );
    const sheet = this.sheet as unknown as SheetInternals;
    const relationship = sheet._sheetRelsWriter.addRelationship({ Type: TABLE_RELATIONSHIP, Target: `../tables/${part}` });
    // The table's reference is the last element of a worksheet before its closing tag.
    sheet._writeCloseWorksheet = () => sheet._write(`<tableParts count="1"><tablePart r:id="${relationship}"/></tableParts></worksheet>`);
    this.sheet.commit();
  }
}
