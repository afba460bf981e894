import "server-only";
import { Decimal } from "@/lib/domain/money";
import type { Language } from "@/lib/i18n/languages";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { assertBatchSize, chunksOf, progressCounter, type ExportProgress } from "./batch-size";
import { currencyFormat, QUANTITY_FORMAT } from "./cell-formats";
import { expenseCells } from "./expense-sheet";
import { exportLanguageOf, exportWords, type ExportWords } from "./export-words";
import { feeTableLines } from "./fee-table";
import { periodsFileName } from "./file-name";
import { loadExpenseRecords } from "./load-expense-records";
import { loadExportRecords } from "./load-export-records";
import { loadExportTimesheets, type ExportTimesheet } from "./load-export-timesheets";
import { loadSummaryFigures, type SummaryFigures } from "./load-summary-figures";
import type { Cell } from "./sheet-rows";
import { TableSheet, type TableColumn } from "./table-sheet";
import type { XlsxDownload } from "./xlsx-response";

/** The analysis workbook's sheets in the exporting person's language; each sheet's table keeps its English name. */
export function analysisSheets(words: ExportWords) {
  const { t } = words;
  return {
    summary: { sheet: t("sheets.summary"), table: "Summary" },
    records: { sheet: t("sheets.records"), table: "Records" },
    expenses: { sheet: t("sheets.expenses"), table: "Expenses" },
  };
}

/** Every sheet starts with the timesheet's keys, so its rows can be filtered, pivoted or joined. */
export function keyColumns(words: ExportWords): TableColumn[] {
  const { t } = words;
  return [
    { header: t("columns.contractor"), width: 22 },
    { header: t("columns.project"), width: 26 },
    { header: t("columns.client"), width: 22 },
    { header: t("columns.billingPeriod"), width: 14 },
  ];
}
export const timesheetId = (words: ExportWords): TableColumn => ({ header: words.t("columns.timesheetId"), width: 38 });

function summaryColumns(words: ExportWords): TableColumn[] {
  const { t } = words;
  return [
    ...keyColumns(words),
    { header: t("columns.status"), width: 12 },
    { header: t("columns.feeStatus"), width: 14 },
    { header: t("columns.expensesStatus"), width: 16 },
    { header: t("columns.bonusStatus"), width: 14 },
    { header: t("columns.days"), width: 8 },
    { header: t("columns.hours"), width: 8 },
    { header: t("columns.currency"), width: 10 },
    { header: t("columns.fee"), width: 16 },
    { header: t("columns.expenses"), width: 16 },
    { header: t("columns.bonus"), width: 16 },
    { header: t("columns.total"), width: 16 },
    timesheetId(words),
  ];
}

function recordColumns(words: ExportWords): TableColumn[] {
  const { t } = words;
  return [
    ...keyColumns(words),
    { header: t("columns.date"), width: 14 },
    { header: t("columns.workSummary"), width: 40 },
    { header: t("columns.counterpart"), width: 20 },
    { header: t("columns.quantity"), width: 10 },
    { header: t("columns.unit"), width: 8 },
    { header: t("columns.rateType"), width: 10 },
    { header: t("columns.rate"), width: 14 },
    { header: t("columns.currency"), width: 10 },
    { header: t("columns.lineTotal"), width: 16 },
    timesheetId(words),
  ];
}

export function expenseColumns(words: ExportWords): TableColumn[] {
  const { t } = words;
  return [
    ...keyColumns(words),
    { header: t("columns.date"), width: 14 },
    { header: t("columns.category"), width: 24 },
    { header: t("columns.details"), width: 40 },
    { header: t("columns.originalAmount"), width: 16 },
    { header: t("columns.originalCurrency"), width: 10 },
    { header: t("columns.exchangeRate"), width: 14 },
    { header: t("columns.amount"), width: 16 },
    { header: t("columns.currency"), width: 10 },
    { header: t("columns.receiptFiles"), width: 40 },
    timesheetId(words),
  ];
}

/** @internal The English columns, as the spec names them: the tests read workbooks against them. */
export const SUMMARY_COLUMNS = summaryColumns(exportWords("en"));
/** @internal */
export const RECORD_COLUMNS = recordColumns(exportWords("en"));
/** @internal */
export const EXPENSE_COLUMNS = expenseColumns(exportWords("en"));

const PERIOD_FORMAT = "mmm yyyy";

export function keyCells(timesheet: ExportTimesheet): Cell[] {
  return [timesheet.contractorName, timesheet.projectName, timesheet.clientName, { date: timesheet.period.firstDay(), format: PERIOD_FORMAT }];
}

const money = (amount: string | undefined, currency: string): Cell =>
  amount === undefined ? null : { amount, format: currency ? currencyFormat(currency) : QUANTITY_FORMAT };

/**
 * A timesheet's Summary rows: one per currency it has amounts in (one, in its engagement's
 * currency and with zeros, when it has none yet). Days and hours stand on the first row only, so
 * a column sum counts them once.
 */
function summaryRows(timesheet: ExportTimesheet, figures: SummaryFigures | undefined, words: ExportWords): Cell[][] {
  const amounts = figures?.amounts ?? new Map();
  const currencies = amounts.size > 0 ? [...amounts.keys()].sort() : [timesheet.currency ?? ""];
  return currencies.map((currency, index) => {
    const { fee, expenses, bonus } = amounts.get(currency) ?? {};
    const zeroIfEmpty = amounts.size === 0 ? "0" : undefined;
    const total = Decimal.sum([fee, expenses, bonus].filter((value): value is string => value !== undefined)).toString();
    return [
      ...keyCells(timesheet),
      words.timesheetStatus(timesheet.status),
      words.componentStatus(timesheet.feeStatus),
      words.componentStatus(timesheet.expensesStatus),
      words.componentStatus(timesheet.bonusStatus),
      index === 0 ? { amount: figures?.days ?? "0", format: QUANTITY_FORMAT } : null,
      index === 0 ? { amount: figures?.hours ?? "0", format: QUANTITY_FORMAT } : null,
      currency || null,
      money(fee ?? zeroIfEmpty, currency),
      money(expenses ?? zeroIfEmpty, currency),
      money(bonus ?? zeroIfEmpty, currency),
      money(total, currency),
      timesheet.id,
    ];
  });
}

/**
 * A sheet's rows, read a chunk at a time with the next chunk's read already under way while this
 * one is written: on PostgreSQL the query runs while exceljs zips, so the export costs little more
 * than its writing. `begin` starts the first chunk's read before the sheet's turn (while the sheet
 * before it writes its last chunk), so no sheet starts by waiting for the database.
 */
export function readAhead<T>(chunks: readonly ExportTimesheet[][], load: (chunk: readonly ExportTimesheet[]) => Promise<T>) {
  const start = (index: number) => {
    const reading = load(chunks[index]!);
    // Awaited on the next turn of the loop; a failure meanwhile (or after a write failed) is not an unhandled rejection.
    reading.catch(() => undefined);
    return reading;
  };
  let first: Promise<T> | undefined;
  return {
    begin: () => {
      if (chunks.length > 0) first ??= start(0);
    },
    async *each(onLastRead?: () => void) {
      let next = chunks.length > 0 ? (first ?? start(0)) : undefined;
      for (let index = 0; index < chunks.length; index++) {
        const loaded = await next!;
        next = index + 1 < chunks.length ? start(index + 1) : undefined;
        if (!next) onLastRead?.();
        yield { chunk: chunks[index]!, loaded };
      }
    },
  };
}

/**
 * POST /api/timesheets/batch/export: one workbook built for analysis, three sheets that are each an
 * Excel table with a frozen header: "Summary" (a row per timesheet and currency: keys, statuses,
 * days, hours and the amount of each component), "Records" (every fee line with its timesheet's
 * keys and the line total the workspace shows) and "Expenses" (every expense, while FEATURE_EXPENSES
 * is on). All or nothing: an
 * id that is not found fails the export before a byte is written. The sheets are written one after
 * the other, each reading EXPORT_CHUNK timesheets at a time (the next while the current is written)
 * and committing every row as it goes, so memory follows the chunk, not the batch, and the first
 * bytes leave with the first rows.
 */
export async function exportTimesheets(
  db: DbOrTx,
  actor: Actor,
  ids: readonly string[],
  { expenses: withExpenses, onProgress, language = exportLanguageOf(actor) }: { expenses: boolean; onProgress?: ExportProgress; language?: Language },
): Promise<XlsxDownload> {
  const unique = [...new Set(ids)];
  assertBatchSize(unique);
  const timesheets = await loadExportTimesheets(db, actor, unique);
  const chunks = chunksOf(timesheets);
  const wrote = progressCounter(timesheets.length, withExpenses ? 3 : 2, onProgress);
  const idsOf = (chunk: readonly ExportTimesheet[]) => chunk.map((timesheet) => timesheet.id);

  return {
    fileName: periodsFileName("timesheets", timesheets.map((t) => t.period.toString())),
    fill: async (workbook) => {
      const words = exportWords(language);
      const { enums } = words;
      const sheets = analysisSheets(words);
      const summaryReads = readAhead(chunks, (part) => loadSummaryFigures(db, idsOf(part)));
      const recordReads = readAhead(chunks, (part) => loadExportRecords(db, idsOf(part)));
      const expenseReads = readAhead(chunks, (part) => loadExpenseRecords(db, idsOf(part)));

      const summary = new TableSheet(workbook, sheets.summary, summaryColumns(words));
      for await (const { chunk, loaded: figures } of summaryReads.each(recordReads.begin)) {
        for (const timesheet of chunk) {
          for (const row of summaryRows(timesheet, figures.get(timesheet.id), words)) summary.add(row);
          if (wrote) await wrote();
        }
      }
      summary.commit();

      const records = new TableSheet(workbook, sheets.records, recordColumns(words));
      for await (const { chunk, loaded: byTimesheet } of recordReads.each(withExpenses ? expenseReads.begin : undefined)) {
        for (const timesheet of chunk) {
          const lines = feeTableLines(byTimesheet.get(timesheet.id) ?? [], { period: timesheet.period, workingDays: timesheet.workingDays });
          // Built once per timesheet, not once per line: the same four cells start each of its rows.
          const keys = keyCells(timesheet);
          for (const line of lines) {
            records.add([
              ...keys,
              { date: line.date },
              line.workSummary,
              line.counterPart,
              { amount: line.timeAmount, format: QUANTITY_FORMAT },
              enums(`timeUnit.${line.timeUnit}`),
              enums(`rateFrequency.${line.rate.frequency}`),
              { amount: line.rate.amount, format: currencyFormat(line.rate.currency) },
              line.rate.currency,
              { amount: line.lineTotal, format: currencyFormat(line.rate.currency) },
              timesheet.id,
            ]);
          }
          if (wrote) await wrote();
        }
      }
      records.commit();
      // Off, FEATURE_EXPENSES hides everything about expenses, their sheet too.
      if (!withExpenses) return;

      const expenses = new TableSheet(workbook, sheets.expenses, expenseColumns(words));
      for await (const { chunk, loaded: byTimesheet } of expenseReads.each()) {
        for (const timesheet of chunk) {
          const keys = keyCells(timesheet);
          for (const expense of byTimesheet.get(timesheet.id) ?? []) {
            expenses.add([...keys, ...expenseCells(expense, words), timesheet.id]);
          }
          if (wrote) await wrote();
        }
      }
      expenses.commit();
    },
  };
}
