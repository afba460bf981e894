import type { InvoiceKind, InvoiceStatus, PaymentRunStatus } from "@/lib/domain/reference";

export const RUN_STATUS_LABEL: Readonly<Record<PaymentRunStatus, string>> = { CREATED: "Awaiting the bank", EXECUTED: "Executed", CANCELLED: "Cancelled" };
export const INVOICE_STATUS_LABEL: Readonly<Record<InvoiceStatus, string>> = { ISSUED: "Issued", IN_PAYMENT_RUN: "In payment run", PAID: "Paid" };
export const INVOICE_KIND_LABEL: Readonly<Record<InvoiceKind, string>> = { TIMESHEET: "Fee", EXPENSES: "Expenses", BONUS: "Bonus" };
