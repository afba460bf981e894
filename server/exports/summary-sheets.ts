import "server-only";
import type { Worksheet } from "exceljs";
import { totalsByCurrency } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";
import { componentStatusLabel, timesheetStatusLabel } from "@/lib/domain/statuses";
import { currencyFormat, QUANTITY_FORMAT } from "./cell-formats";
import type { ExportTimesheet } from "./load-export-timesheets";
import { setColumnWidths, writeRow, type Cell } from "./sheet-rows";

export const SUMMARY_SHEET = "Summary";

export const EXPENSE_SUMMARY_HEADERS = [
  "Sheet",
  "Contractor",
  "Project",
  "Client",
  "Billing period",
  "Status",
  "Expenses status",
  "Items",
  "Amount",
  "Currency",
] as const;

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

function identity({ sheetName, timesheet }: SummaryEntry): Cell[] {
  return [sheetName, timesheet.contractorName, timesheet.projectName, timesheet.clientName, timesheet.period.name, timesheetStatusLabel(timesheet.status)];
}

export function writeExpenseSummary(sheet: Worksheet, entries: readonly (SummaryEntry & { items: number; totals: Money[] })[]): void {
  setColumnWidths(sheet, [32, 22, 26, 22, 16, 12, 16, 8, 16, 10]);
  writeRow(sheet, EXPENSE_SUMMARY_HEADERS, { bold: true });
  for (const entry of entries) {
    for (const total of amountsOrZero(entry.totals, entry.timesheet.currency)) {
      writeRow(sheet, [
        ...identity(entry),
        componentStatusLabel(entry.timesheet.expensesStatus),
        { amount: String(entry.items), format: "0" },
        ...moneyCells(total),
      ]);
    }
  }
  for (const total of totalsByCurrency(entries.flatMap((e) => e.totals))) {
    writeRow(sheet, [`Total (${total.currency})`, null, null, null, null, null, null, null, ...moneyCells(total)], { bold: true });
  }
  sheet.commit();
}
