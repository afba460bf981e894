import type { SaveExpenseInput } from "@/hooks/use-expense-records";
import { BillingPeriod, Decimal, currencyMinorUnits, expenseAmount, isCurrencyCode, type Currency, type ExpenseCategory } from "@/lib/domain";
import type { ExpenseRecord } from "@/lib/schemas/timesheets";

/** The dialog's fields as typed: text until sent. */
export interface ExpenseFormValues {
  date: string;
  category: ExpenseCategory | "";
  details: string;
  amount: string;
  /** Any code of the currency table, as typed or picked (spec point 3). */
  currency: string;
  exchangeRate: string;
}

export type ExpenseField = keyof ExpenseFormValues | "files";
export type FieldErrors = Partial<Record<ExpenseField, string>>;

/** An amount with at most the currency's minor digits (JPY none, BHD three); trailing zeros do not count. */
function amountPattern(currency: string): RegExp {
  const digits = isCurrencyCode(currency) ? currencyMinorUnits(currency) : 2;
  return digits === 0 ? /^\d+(\.0+)?$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}}0*)?$`);
}
/** "15000.00" in JPY → "15000", "412.80" in CHF stays: the stored amount as its currency writes it. */
function toMinorUnits(amount: string, currency: string): string {
  const digits = isCurrencyCode(currency) ? currencyMinorUnits(currency) : 2;
  const [whole, fraction = ""] = amount.split(".");
  let kept = fraction;
  while (kept.length > digits && kept.endsWith("0")) kept = kept.slice(0, -1);
  return kept ? `${whole}.${kept}` : (whole ?? amount);
}

const RATE = /^\d+(\.\d{1,8})?$/;

/** "64,50" → "64.50": a decimal comma is how half of Europe types money. */
export function normalizeDecimal(text: string): string {
  const trimmed = text.trim().replace(/\s/g, "");
  return trimmed.includes(",") && !trimmed.includes(".") ? trimmed.replace(",", ".") : trimmed;
}

function positive(text: string, pattern: RegExp): boolean {
  return pattern.test(text) && !Decimal.parse(text).isZero();
}

/** A new expense is dated today when today is in the period, else on the period's first day. */
export function initialValues(period: BillingPeriod, settlement: Currency, today: string, expense?: ExpenseRecord): ExpenseFormValues {
  if (expense) {
    return {
      date: expense.date,
      category: expense.category,
      details: expense.details,
      amount: toMinorUnits(expense.amountInExpenseCurrency, expense.expenseCurrency),
      currency: expense.expenseCurrency,
      exchangeRate: Decimal.parse(expense.exchangeRate).normalized().toString(),
    };
  }
  const date = period.contains(today) ? today : period.firstDay();
  return { date, category: "", details: "", amount: "", currency: settlement, exchangeRate: "1" };
}

/** The amount in the settlement currency exactly as the server will compute it, or null while incomplete. */
export function convertedAmount(values: Pick<ExpenseFormValues, "amount" | "exchangeRate" | "currency">, settlement: Currency): string | null {
  const amount = normalizeDecimal(values.amount);
  const rate = normalizeDecimal(values.exchangeRate);
  if (!positive(amount, amountPattern(values.currency)) || !positive(rate, RATE)) return null;
  return expenseAmount({ amountInExpenseCurrency: amount, exchangeRate: rate }, settlement);
}

/** The checks worth making before a round trip; the server checks everything again. */
export function validateExpense(values: ExpenseFormValues, period: BillingPeriod): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.date) errors.date = "Choose the date of the expense.";
  else if (!period.contains(values.date)) errors.date = `The date must be in the billing period (${period.name}).`;
  if (!values.category) errors.category = "Choose a category.";
  if (values.details.trim().length > 2000) errors.details = "Details must be at most 2000 characters.";
  const amount = normalizeDecimal(values.amount);
  if (!isCurrencyCode(values.currency)) errors.currency = "Choose a currency from the list, by its code or name (e.g. JPY).";
  const digits = isCurrencyCode(values.currency) ? currencyMinorUnits(values.currency) : 2;
  if (!amountPattern(values.currency).test(amount))
    errors.amount = digits === 0 ? `Enter the amount paid in whole ${values.currency}, e.g. 6450.` : `Enter the amount paid, e.g. 64.50 (at most ${digits} decimals).`;
  else if (Decimal.parse(amount).isZero()) errors.amount = "The amount must be greater than zero.";
  const rate = normalizeDecimal(values.exchangeRate);
  if (!RATE.test(rate)) errors.exchangeRate = "Enter the exchange rate, e.g. 1.0412 (at most 8 decimals).";
  else if (Decimal.parse(rate).isZero()) errors.exchangeRate = "The exchange rate must be greater than zero.";
  return errors;
}

export function toSaveInput(values: ExpenseFormValues, fileIds: string[], expense?: ExpenseRecord): SaveExpenseInput {
  return {
    ...(expense ? { id: expense.id, version: expense.version } : {}),
    date: values.date,
    category: values.category as ExpenseCategory,
    details: values.details.trim(),
    amountInExpenseCurrency: normalizeDecimal(values.amount),
    expenseCurrency: values.currency,
    exchangeRate: normalizeDecimal(values.exchangeRate),
    fileIds,
  };
}

/** Server issue paths → the dialog's fields; anything else is said in a toast. */
export function fieldOfIssue(path: string): ExpenseField | null {
  const fields: Record<string, ExpenseField> = {
    date: "date",
    category: "category",
    details: "details",
    amountInExpenseCurrency: "amount",
    expenseCurrency: "currency",
    exchangeRate: "exchangeRate",
    fileIds: "files",
  };
  return fields[path.split(".")[0] ?? ""] ?? null;
}
