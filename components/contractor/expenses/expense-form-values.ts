import { BillingPeriod, Decimal, currencyMinorUnits, isCurrencyCode, type Currency, type ExpenseCategory } from "@/lib/domain";
import type { Formats } from "@/lib/format/formats";
import type { ExpenseRecord } from "@/lib/schemas/timesheets";

/** The dialog's fields as typed: text until sent. */
export type ExpenseFormValues = {
  date: string;
  category: ExpenseCategory | "";
  details: string;
  amount: string;
  /** Any code of the currency table, as typed or picked (spec point 3). */
  currency: string;
  exchangeRate: string;
};

/** The files are staged outside the form's values (use-staged-files), but their errors are the form's. */
export type ExpenseField = keyof ExpenseFormValues | "files";
export type FieldErrors = Partial<Record<ExpenseField, string>>;

/** "15000.00" in JPY → "15000", "412.80" in CHF stays: the stored amount as its currency writes it. */
function toMinorUnits(amount: string, currency: string): string {
  const digits = isCurrencyCode(currency) ? currencyMinorUnits(currency) : 2;
  const [whole, fraction = ""] = amount.split(".");
  let kept = fraction;
  while (kept.length > digits && kept.endsWith("0")) kept = kept.slice(0, -1);
  return kept ? `${whole}.${kept}` : (whole ?? amount);
}

/** "64,50" → "64.50": a decimal comma is how half of Europe types money. */
export function normalizeDecimal(text: string): string {
  const trimmed = text.trim().replace(/\s/g, "");
  return trimmed.includes(",") && !trimmed.includes(".") ? trimmed.replace(",", ".") : trimmed;
}

/** A new expense is dated today when today is in the period, else on the period's first day. */
export function initialValues(
  period: BillingPeriod,
  settlement: Currency,
  today: string,
  expense?: ExpenseRecord,
  /** Shows the stored amount and rate with the person's decimal mark ("64,50"); as stored without it. */
  format?: Pick<Formats, "number">,
): ExpenseFormValues {
  // Only the decimal mark changes (no grouping), so what is shown is what the person would type.
  const mark = format ? format.number("0.5").replace(/\d/g, "") : ".";
  const shown = (decimal: string) => decimal.replace(".", mark);
  if (expense) {
    return {
      date: expense.date,
      category: expense.category,
      details: expense.details,
      amount: shown(toMinorUnits(expense.amountInExpenseCurrency, expense.expenseCurrency)),
      currency: expense.expenseCurrency,
      exchangeRate: shown(Decimal.parse(expense.exchangeRate).normalized().toString()),
    };
  }
  const date = period.contains(today) ? today : period.firstDay();
  return { date, category: "", details: "", amount: "", currency: settlement, exchangeRate: "1" };
}

/**
 * The body POST /api/expense-records parses, from what was typed (files are added once uploaded).
 * Nothing is judged here: the route's schema does that (expense-checks.ts).
 */
export function toInput(values: ExpenseFormValues, timesheetId: string, expense?: ExpenseRecord, decimal: (text: string) => string = normalizeDecimal) {
  return {
    ...(expense ? { id: expense.id, version: expense.version } : {}),
    timesheetId,
    date: values.date,
    category: values.category,
    details: values.details,
    amountInExpenseCurrency: decimal(values.amount),
    expenseCurrency: values.currency,
    exchangeRate: decimal(values.exchangeRate),
  };
}

const FIELD_OF_KEY: Record<string, ExpenseField> = {
  date: "date",
  category: "category",
  details: "details",
  amountInExpenseCurrency: "amount",
  expenseCurrency: "currency",
  exchangeRate: "exchangeRate",
  fileIds: "files",
};

/** Issue paths of the schema and the server → the dialog's fields; anything else is said in a toast. */
export function fieldOfIssue(path: readonly PropertyKey[]): ExpenseField | undefined {
  return FIELD_OF_KEY[String(path[0] ?? "")];
}
