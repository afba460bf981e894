import "server-only";
import { env } from "@/env";
import type { Features } from "@/lib/config/features";
import { AppError, type Refusal } from "@/lib/errors";

export const INVOICING_OFF: Refusal = { key: "invoicingSwitchedOff" };
export const EXPENSES_OFF: Refusal = { key: "expensesSwitchedOff" };

/** The flags as the screens get them: a layout or page reads them here and hands them to FeaturesProvider. */
export function enabledFeatures(): Features {
  return { invoicing: env.FEATURE_INVOICING, expenses: env.FEATURE_EXPENSES };
}

/** Spec point 5: FEATURE_INVOICING is on only when its text is 'true'; off, the invoices API does not exist (404). */
export function assertInvoicingEnabled(): void {
  if (!env.FEATURE_INVOICING) throw new AppError("NOT_FOUND", INVOICING_OFF);
}

/**
 * Spec point 5: FEATURE_EXPENSES likewise for everything about expenses: expense record writes,
 * the expense exports and expense invoices answer 404 while it is off.
 */
export function assertExpensesEnabled(): void {
  if (!env.FEATURE_EXPENSES) throw new AppError("NOT_FOUND", EXPENSES_OFF);
}
