import "server-only";
import { env } from "@/env";
import { AppError } from "@/lib/errors";

export const INVOICING_OFF = "Invoicing is switched off on this installation.";
export const EXPENSES_OFF = "Expenses are switched off on this installation.";

/** Spec point 5: FEATURE_INVOICING is on only when its text is 'true'; off, the invoices API does not exist (404). */
export function assertInvoicingEnabled(): void {
  if (!env.FEATURE_INVOICING) throw new AppError("NOT_FOUND", INVOICING_OFF);
}

/** Spec point 5: FEATURE_EXPENSES likewise for expense invoices. */
export function assertExpensesEnabled(): void {
  if (!env.FEATURE_EXPENSES) throw new AppError("NOT_FOUND", EXPENSES_OFF);
}
