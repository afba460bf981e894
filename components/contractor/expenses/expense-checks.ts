import type { z } from "zod";
import { judgeValues, type JudgeOptions } from "@/lib/forms/judge";
import { EXPENSE_CATEGORIES, currencyMinorUnits, expenseAmount, isCurrencyCode, type BillingPeriod, type Currency } from "@/lib/domain";
import { upsertExpenseRecordInput, type UpsertExpenseRecordInput } from "@/lib/schemas/expense-records";
import type { ExpenseRecord } from "@/lib/schemas/timesheets";
import { fieldOfIssue, normalizeDecimal, toInput, type ExpenseFormValues, type FieldErrors } from "./expense-form-values";

type Issue = z.core.$ZodIssue;

/** What the dialog would send and what is wrong with it. `body` only when nothing is. */
export interface ExpenseCheck {
  body: UpsertExpenseRecordInput | null;
  errors: FieldErrors;
  /** Refusals of no field the dialog shows (ids and versions come from the server, so rarely any). */
  other: string[];
}

/** The dialog's words where the schema speaks to API clients; every other message is the schema's own. */
export const CHOOSE_A_DATE = "Choose the date of the expense.";
export const CHOOSE_A_CATEGORY = "Choose a category.";
export const CHOOSE_A_CURRENCY = "Choose a currency from the list, by its code or name (e.g. JPY).";

/**
 * The dialog's language: its words where the schema speaks to API clients, and how it reads a
 * typed decimal ("64,50" in German). English (ENGLISH_EXPENSE_LANGUAGE) unless the dialog gives
 * the person's own (useExpenseLanguage).
 */
export interface ExpenseLanguage {
  chooseDate: string;
  chooseCategory: string;
  chooseCurrency: string;
  /** How to type an amount of this currency: whole units for JPY, else at most its minor units. */
  enterAmount: (currency: string, digits: number) => string;
  dateInPeriod: (period: BillingPeriod) => string;
  /** What was typed as the API's decimal; text that is no number as typed, for the schema to refuse. */
  decimal: (text: string) => string;
}

export const ENGLISH_EXPENSE_LANGUAGE: ExpenseLanguage = {
  chooseDate: CHOOSE_A_DATE,
  chooseCategory: CHOOSE_A_CATEGORY,
  chooseCurrency: CHOOSE_A_CURRENCY,
  enterAmount: (currency, digits) => (digits === 0 ? `Enter the amount paid in whole ${currency}, e.g. 6450.` : `Enter the amount paid, e.g. 64.50 (at most ${digits} decimals).`),
  dateInPeriod: (period) => `The date must be in the billing period (${period.name}).`,
  decimal: normalizeDecimal,
};

function wordsFor(language: ExpenseLanguage) {
  return (field: keyof FieldErrors, issue: Issue, values: ExpenseFormValues): string => {
    switch (field) {
      case "date":
        return values.date === "" ? language.chooseDate : issue.message;
      case "category":
        return language.chooseCategory;
      case "currency":
        return language.chooseCurrency;
      case "amount": {
        // Not a number, or an amount the field takes but the object-level check refuses (more
        // decimals than the currency has): say how to type it. Zero or too large: the schema's words.
        const fieldTakesIt = upsertExpenseRecordInput.shape.amountInExpenseCurrency.safeParse(language.decimal(values.amount)).success;
        const digits = isCurrencyCode(values.currency) ? currencyMinorUnits(values.currency) : 2;
        return issue.code === "invalid_format" || fieldTakesIt ? language.enterAmount(values.currency, digits) : issue.message;
      }
      default:
        return issue.message;
    }
  };
}

export type ExpenseFormOptions = Required<JudgeOptions<ExpenseFormValues, typeof upsertExpenseRecordInput, "files">>;

/**
 * How the dialog judges what was typed (useZodForm's options): by the schema POST
 * /api/expense-records parses its body with (upsertExpenseRecordInput), so the dialog refuses what
 * the API refuses and nothing else, in the dialog's words; plus the billing period, which the
 * service checks with the same BillingPeriod. The server judges every request again.
 */
export function expenseFormOptions(period: BillingPeriod, timesheetId: string, expense?: ExpenseRecord, language: ExpenseLanguage = ENGLISH_EXPENSE_LANGUAGE): ExpenseFormOptions {
  return {
    schema: upsertExpenseRecordInput,
    // zod skips an object's cross-field refinements once a field has an invalid value: a category
    // not chosen yet stands in as chosen, so the amount's decimals are judged too. The check below
    // says it is missing, which keeps such a body from being sent.
    toInput: (values) => {
      const input = toInput(values, timesheetId, expense, language.decimal);
      return values.category === "" ? { ...input, category: EXPENSE_CATEGORIES[0] } : input;
    },
    fieldOf: fieldOfIssue,
    others: ["files"],
    message: wordsFor(language),
    check: (values, schemaErrors) => ({
      category: values.category === "" ? language.chooseCategory : undefined,
      date: !schemaErrors.date && !period.contains(values.date) ? language.dateInPeriod(period) : undefined,
    }),
  };
}

/** What was typed, judged as the dialog judges it (expenseFormOptions). `body` only when nothing is wrong. */
export function checkExpense(values: ExpenseFormValues, period: BillingPeriod, timesheetId: string, expense?: ExpenseRecord, language?: ExpenseLanguage): ExpenseCheck {
  const judged = judgeValues(expenseFormOptions(period, timesheetId, expense, language), values);
  return { body: judged.ok ? judged.data : null, errors: judged.fields, other: judged.rest };
}

/**
 * The amount in the settlement currency exactly as the server will compute it (lib/domain's
 * expenseAmount), once the schema takes the amount, its currency and the rate; else null.
 */
export function convertedAmount(check: Pick<ExpenseCheck, "errors">, values: ExpenseFormValues, settlement: Currency, decimal: (text: string) => string = normalizeDecimal): string | null {
  if (check.errors.amount || check.errors.currency || check.errors.exchangeRate) return null;
  return expenseAmount({ amountInExpenseCurrency: decimal(values.amount), exchangeRate: decimal(values.exchangeRate) }, settlement);
}
