import "server-only";
import type { Worksheet } from "exceljs";
import { totalsByCurrency } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";
import { currencyFormat, QUANTITY_FORMAT } from "./cell-formats";
import { exportWords, type ExportWords } from "./export-words";
import type { ExportTimesheet } from "./load-export-timesheets";
import { setColumnWidths, writeRow, type Cell } from "./sheet-rows";

function expenseSummaryHeaders(words: ExportWords): string[] {
  const { t } = words;
  return [
    t("columns.sheet"),
    t("columns.contractor"),
    t("columns.project"),
    t("columns.client"),
    t("columns.billingPeriod"),
    t("columns.status"),
    t("columns.expensesStatus"),
    t("columns.items"),
    t("columns.amount"),
    t("columns.currency"),
  ];
}

/** The English headers, as the spec names them. */
export const EXPENSE_SUMMARY_HEADERS = expenseSummaryHeaders(exportWords("en"));

interface SummaryEntry {
  sheetName: string;
  timesheet: ExportTimesheet;
}

/** A timesheet's amounts, or a zero in its currency so every timesheet has a row. */
function amountsOrZero(amounts: readonly Money[], currency: string | null): Money[] {
  if (amounts.length > 0) return [...amounts];
  return currency ? [{ amount: "0.00", currency }] : [{ amount: "0.00", currency: "" }];
}

function moneyCells(money: Money): Cell[] {
  return [{ amount: money.amount, format: money.currency ? currencyFormat(money.currency) : QUANTITY_FORMAT }, money.currency || null];
}

function identity({ sheetName, timesheet }: SummaryEntry, words: ExportWords): Cell[] {
  return [
    sheetName,
    timesheet.contractorName,
    timesheet.projectName,
    timesheet.clientName,
    words.format.month(timesheet.period.toString()),
    words.timesheetStatus(timesheet.status),
  ];
}

export function writeExpenseSummary(sheet: Worksheet, entries: readonly (SummaryEntry & { items: number; totals: Money[] })[], words: ExportWords): void {
  const { t } = words;
  setColumnWidths(sheet, [32, 22, 26, 22, 16, 12, 16, 8, 16, 10]);
  writeRow(sheet, expenseSummaryHeaders(words), { bold: true });
  for (const entry of entries) {
    for (const total of amountsOrZero(entry.totals, entry.timesheet.currency)) {
      writeRow(sheet, [
        ...identity(entry, words),
        words.componentStatus(entry.timesheet.expensesStatus),
        { amount: String(entry.items), format: "0" },
        ...moneyCells(total),
      ]);
    }
  }
  for (const total of totalsByCurrency(entries.flatMap((e) => e.totals))) {
    writeRow(sheet, [t("totals.total", { currency: total.currency }), null, null, null, null, null, null, null, ...moneyCells(total)], { bold: true });
  }
  sheet.commit();
}
