import "server-only";
import { feeLines } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";
import type { InvoiceKind } from "@/lib/domain/reference";
import { formatInvoiceDate } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import { formatExchangeRate, formatMoney } from "@/lib/format/money";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { conflict } from "@/lib/errors";

export interface InvoiceLines {
  columns: [string, string, string, string];
  lines: { description: string; quantity: string; unitPrice: string; amount: string }[];
  /** The component's total from the domain core (lib/domain/fees), never re-added here. */
  total: Money;
}

const FREQUENCY_WORDS = { HOURLY: "Hourly rate", DAILY: "Daily rate", MONTHLY: "Monthly rate" } as const;
const UNIT_WORDS = { HOURLY: "h", DAILY: "d", MONTHLY: "d" } as const;

/** An invoice states one amount in one currency; a component with several cannot be one invoice. */
function singleTotal(totals: readonly Money[]): Money {
  if (totals.length === 0) throw conflict("There is nothing to invoice in this component.");
  if (totals.length > 1) throw conflict("This component has amounts in more than one currency and cannot be put on one invoice.");
  return totals[0]!;
}

/** The lines of one component's invoice: the fee per rate, each expense, or the bonus. */
export function invoiceLines(kind: InvoiceKind, timesheet: TimesheetDetail): InvoiceLines {
  if (kind === "TIMESHEET") {
    const total = singleTotal(timesheet.totals.fee);
    const lines = feeLines(timesheet.timesheetRecords, { period: timesheet.billingPeriod, workingDays: timesheet.workingDays });
    return {
      columns: ["Description", "Quantity", "Rate", "Amount"],
      lines: lines.map((line) => ({
        description: `${FREQUENCY_WORDS[line.rate.frequency]}, ${timesheet.billingPeriod.name}`,
        quantity: `${line.quantity} ${UNIT_WORDS[line.rate.frequency]}`,
        unitPrice: formatMoney(line.rate.amount, line.rate.currency),
        amount: formatMoney(line.amount, line.currency),
      })),
      total,
    };
  }
  if (kind === "EXPENSES") {
    const total = singleTotal(timesheet.totals.expenses);
    return {
      columns: ["Expense", "Paid", "Exchange rate", "Amount"],
      lines: timesheet.expenseRecords.map((expense) => ({
        // The category as the screens name it, the date as the invoice prints its own.
        description: [formatInvoiceDate(expense.date), enumLabel(expense.category), expense.details].filter(Boolean).join(" · "),
        quantity: formatMoney(expense.amountInExpenseCurrency, expense.expenseCurrency),
        unitPrice: formatExchangeRate(expense.exchangeRate),
        amount: formatMoney(expense.amount, expense.originalCurrency),
      })),
      total,
    };
  }
  const total = singleTotal(timesheet.totals.bonus);
  return {
    columns: ["Description", "", "", "Amount"],
    lines: [
      {
        description: timesheet.bonusNote ? `Bonus, ${timesheet.billingPeriod.name}: ${timesheet.bonusNote}` : `Bonus, ${timesheet.billingPeriod.name}`,
        quantity: "",
        unitPrice: "",
        amount: formatMoney(total.amount, total.currency),
      },
    ],
    total,
  };
}
