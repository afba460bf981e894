import { EXPENSE_CATEGORIES, RATE_FREQUENCIES, type ExpenseCategory, type RateFrequency } from "@/lib/domain/reference";

export function isRateFrequency(value: string): value is RateFrequency {
  return (RATE_FREQUENCIES as readonly string[]).includes(value);
}

export function isExpenseCategory(value: string): value is ExpenseCategory {
  return (EXPENSE_CATEGORIES as readonly string[]).includes(value);
}
