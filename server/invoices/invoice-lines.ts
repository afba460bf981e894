import "server-only";
import { feeLines } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";
import type { InvoiceKind } from "@/lib/domain/reference";
import { conflict } from "@/lib/errors";
import type { Language } from "@/lib/i18n/languages";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { formatFor, translatorFor } from "@/server/i18n/translator";
import { decimalText } from "./decimal-text";

export interface InvoiceLines {
  columns: [string, string, string, string];
  lines: { description: string; quantity: string; unitPrice: string; amount: string }[];
  /** The component's total from the domain core (lib/domain/fees), never re-added here. */
  total: Money;
}

/** An invoice states one amount in one currency; a component with several cannot be one invoice. */
function singleTotal(totals: readonly Money[]): Money {
  if (totals.length === 0) throw conflict({ key: "nothingInvoiceComponent" });
  if (totals.length > 1) throw conflict({ key: "componentAmountsMoreThan" });
  return totals[0]!;
}

const TOTALS_OF: Readonly<Record<InvoiceKind, keyof TimesheetDetail["totals"]>> = { TIMESHEET: "fee", EXPENSES: "expenses", BONUS: "bonus" };

/**
 * The one amount a component's invoice states, from the domain core's totals; the same conflicts
 * as invoiceLines (nothing to invoice, several currencies), without writing any line.
 */
export function invoiceTotal(kind: InvoiceKind, timesheet: TimesheetDetail): Money {
  return singleTotal(timesheet.totals[TOTALS_OF[kind]]);
}

/**
 * The lines of one component's invoice: the fee per rate, each expense, or the bonus, with the
 * words and formats of the PDF's language (the contractor's, see ./invoice-document.ts).
 */
export function invoiceLines(kind: InvoiceKind, timesheet: TimesheetDetail, language: Language): InvoiceLines {
  const t = translatorFor(language, "invoice");
  const enums = translatorFor(language, "enums");
  const format = formatFor(language);
  const period = format.month(timesheet.billingPeriod);
  // First, so a component that cannot be invoiced is refused before any line is written.
  const total = invoiceTotal(kind, timesheet);
  if (kind === "TIMESHEET") {
    const lines = feeLines(timesheet.timesheetRecords, { period: timesheet.billingPeriod, workingDays: timesheet.workingDays });
    return {
      columns: [t("columns.description"), t("columns.quantity"), t("columns.rate"), t("columns.amount")],
      lines: lines.map((line) => ({
        description: t(`lines.rate.${line.rate.frequency}`, { period }),
        quantity: t(`lines.unit.${line.rate.frequency}`, { quantity: decimalText(line.quantity, format) }),
        unitPrice: format.money(line.rate.amount, line.rate.currency),
        amount: format.money(line.amount, line.currency),
      })),
      total,
    };
  }
  if (kind === "EXPENSES") {
    return {
      columns: [t("columns.expense"), t("columns.paid"), t("columns.exchangeRate"), t("columns.amount")],
      lines: timesheet.expenseRecords.map((expense) => ({
        // The category as the screens name it, the date as the invoice prints its own.
        description: [format.invoiceDate(expense.date), enums(`expenseCategory.${expense.category}`), expense.details].filter(Boolean).join(" · "),
        quantity: format.money(expense.amountInExpenseCurrency, expense.expenseCurrency),
        unitPrice: format.exchangeRate(expense.exchangeRate),
        amount: format.money(expense.amount, expense.originalCurrency),
      })),
      total,
    };
  }
  return {
    columns: [t("columns.description"), "", "", t("columns.amount")],
    lines: [
      {
        description: timesheet.bonusNote ? t("lines.bonusWithNote", { period, note: timesheet.bonusNote }) : t("lines.bonus", { period }),
        quantity: "",
        unitPrice: "",
        amount: format.money(total.amount, total.currency),
      },
    ],
    total,
  };
}
