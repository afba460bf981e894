import "server-only";
import { Decimal } from "@/lib/domain/money";
import type { RateFrequency } from "@/lib/domain/reference";
import { componentStatusLabel, timesheetStatusLabel } from "@/lib/domain/statuses";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { assertBatchSize, chunksOf, progressCounter, type ExportProgress } from "./batch-size";
import { currencyFormat, EXCHANGE_RATE_FORMAT, QUANTITY_FORMAT } from "./cell-formats";
import { categoryLabel } from "./expense-sheet";
import { feeTableLines } from "./fee-table";
import { periodsFileName } from "./file-name";
import { loadExpenseRecords } from "./load-expense-records";
import { loadExportRecords } from "./load-export-records";
import { loadExportTimesheets, type ExportTimesheet } from "./load-export-timesheets";
import { loadSummaryFigures, type SummaryFigures } from "./load-summary-figures";
import type { Cell } from "./sheet-rows";
import { TableSheet, type TableColumn } from "./table-sheet";
import type { XlsxDownload } from "./xlsx-response";

export const ANALYSIS_SHEETS = { summary: "Summary", records: "Records", expenses: "Expenses" } as const;

/** Every sheet starts with the timesheet's keys, so its rows can be filtered, pivoted or joined. */
const KEY_COLUMNS: TableColumn[] = [
  { header: "Contractor", width: 22 },
  { header: "Project", width: 26 },
  { header: "Client", width: 22 },
  { header: "Billing period", width: 14 },
];
const TIMESHEET_ID: TableColumn = { header: "Timesheet ID", width: 38 };

export const SUMMARY_COLUMNS: TableColumn[] = [
  ...KEY_COLUMNS,
  { header: "Status", width: 12 },
  { header: "Fee status", width: 14 },
  { header: "Expenses status", width: 16 },
  { header: "Bonus status", width: 14 },
  { header: "Days", width: 8 },
  { header: "Hours", width: 8 },
  { header: "Currency", width: 10 },
  { header: "Fee", width: 16 },
  { header: "Expenses", width: 16 },
  { header: "Bonus", width: 16 },
  { header: "Total", width: 16 },
  TIMESHEET_ID,
];

export const RECORD_COLUMNS: TableColumn[] = [
  ...KEY_COLUMNS,
  { header: "Date", width: 14 },
  { header: "Work summary", width: 40 },
  { header: "Counterpart", width: 20 },
  { header: "Quantity", width: 10 },
  { header: "Unit", width: 8 },
  { header: "Rate type", width: 10 },
  { header: "Rate", width: 14 },
  { header: "Currency", width: 10 },
  { header: "Line total", width: 16 },
  TIMESHEET_ID,
];

export const EXPENSE_COLUMNS: TableColumn[] = [
  ...KEY_COLUMNS,
  { header: "Date", width: 14 },
  { header: "Category", width: 24 },
  { header: "Details", width: 40 },
  { header: "Original amount", width: 16 },
  { header: "Original currency", width: 10 },
  { header: "Exchange rate", width: 14 },
  { header: "Amount", width: 16 },
  { header: "Currency", width: 10 },
  { header: "Receipt files", width: 40 },
  TIMESHEET_ID,
];

const PERIOD_FORMAT = "mmm yyyy";
const RATE_TYPE: Record<RateFrequency, string> = { HOURLY: "Hourly", DAILY: "Daily", MONTHLY: "Monthly" };

function keyCells(timesheet: ExportTimesheet): Cell[] {
  return [timesheet.contractorName, timesheet.projectName, timesheet.clientName, { date: timesheet.period.firstDay(), format: PERIOD_FORMAT }];
}

const money = (amount: string | undefined, currency: string): Cell =>
  amount === undefined ? null : { amount, format: currency ? currencyFormat(currency) : QUANTITY_FORMAT };

/**
 * A timesheet's Summary rows: one per currency it has amounts in (one, in its engagement's
 * currency and with zeros, when it has none yet). Days and hours stand on the first row only, so
 * a column sum counts them once.
 */
function summaryRows(timesheet: ExportTimesheet, figures: SummaryFigures | undefined): Cell[][] {
  const amounts = figures?.amounts ?? new Map();
  const currencies = amounts.size > 0 ? [...amounts.keys()].sort() : [timesheet.currency ?? ""];
  return currencies.map((currency, index) => {
    const { fee, expenses, bonus } = amounts.get(currency) ?? {};
    const zeroIfEmpty = amounts.size === 0 ? "0" : undefined;
    const total = Decimal.sum([fee, expenses, bonus].filter((value): value is string => value !== undefined)).toString();
    return [
      ...keyCells(timesheet),
      timesheetStatusLabel(timesheet.status),
      componentStatusLabel(timesheet.feeStatus),
      componentStatusLabel(timesheet.expensesStatus),
      componentStatusLabel(timesheet.bonusStatus),
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
function readAhead<T>(chunks: readonly ExportTimesheet[][], load: (chunk: readonly ExportTimesheet[]) => Promise<T>) {
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
  { expenses: withExpenses, onProgress }: { expenses: boolean; onProgress?: ExportProgress },
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
      const summaryReads = readAhead(chunks, (part) => loadSummaryFigures(db, idsOf(part)));
      const recordReads = readAhead(chunks, (part) => loadExportRecords(db, idsOf(part)));
      const expenseReads = readAhead(chunks, (part) => loadExpenseRecords(db, idsOf(part)));

      const summary = new TableSheet(workbook, ANALYSIS_SHEETS.summary, SUMMARY_COLUMNS);
      for await (const { chunk, loaded: figures } of summaryReads.each(recordReads.begin)) {
        for (const timesheet of chunk) {
          for (const row of summaryRows(timesheet, figures.get(timesheet.id))) summary.add(row);
          if (wrote) await wrote();
        }
      }
      summary.commit();

      const records = new TableSheet(workbook, ANALYSIS_SHEETS.records, RECORD_COLUMNS);
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
              line.timeUnit === "DAYS" ? "Days" : "Hours",
              RATE_TYPE[line.rate.frequency],
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

      const expenses = new TableSheet(workbook, ANALYSIS_SHEETS.expenses, EXPENSE_COLUMNS);
      for await (const { chunk, loaded: byTimesheet } of expenseReads.each()) {
        for (const timesheet of chunk) {
          const keys = keyCells(timesheet);
          for (const expense of byTimesheet.get(timesheet.id) ?? []) {
            expenses.add([
              ...keys,
              { date: expense.date },
              categoryLabel(expense.category),
              expense.details,
              { amount: expense.amountInExpenseCurrency, format: currencyFormat(expense.expenseCurrency) },
              expense.expenseCurrency,
              { amount: expense.exchangeRate, format: EXCHANGE_RATE_FORMAT },
              { amount: expense.amount, format: currencyFormat(expense.currency) },
              expense.currency,
              expense.receiptNames,
              timesheet.id,
            ]);
          }
          if (wrote) await wrote();
        }
      }
      expenses.commit();
    },
  };
}
