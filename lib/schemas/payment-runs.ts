import { z } from "zod";
import { CURRENCIES, INVOICE_KINDS, INVOICE_STATUSES, PAYMENT_RUN_STATUSES, type InvoiceStatus } from "@/lib/domain/reference";
import { billingPeriod, isoDate, isoTimestamp, uuid, version } from "./common";
import { pageQuery } from "./paging";
import { keyed } from "./error-map";
import type { Refusal } from "@/lib/errors";

/** A run holds at most this many invoices: one bank file a person can still check line by line. */
export const PAYMENT_RUN_MAX_INVOICES = 500;

export const PAYMENT_RUN_NO_INVOICE: Refusal = { key: "chooseApprovedUnpaidInvoice" };
export const paymentRunNoAccount = (entity: string): Refusal => ({ key: "paymentRunNoAccount", values: { entity } });
export const PAYMENT_RUN_CANCELLED: Refusal = { key: "paymentRunCancelled" };
export const PAYMENT_RUN_EXECUTED: Refusal = { key: "paymentRunExecuted" };
export const PAYMENT_RUN_NO_SEPA_FILE: Refusal = { key: "paymentRunNoSepaFile" };
export const PAYMENT_RUN_NO_OUTSIDE_FILE: Refusal = { key: "paymentRunNoOutsideFile" };
export const EXECUTED_ON_FUTURE: Refusal = { key: "executedOnFuture" };
export const EXECUTION_DATE_PAST: Refusal = { key: "executionDatePast" };

/** The 409 of regenerating an invoice a payment run holds or that was paid. */
export function invoiceLockedByPayment(number: string, status: InvoiceStatus): Refusal {
  return { key: status === "PAID" ? "invoicePaidCannotGenerate" : "invoiceInRunCannotGenerate", values: { invoice: number } };
}

export const currency = z.enum(CURRENCIES, { error: keyed("currencyValues", { values: CURRENCIES.join(", ") }) });

/** GET /api/payment-runs/candidates: the approved, unpaid invoices billed to one invoicing entity. */
export const paymentRunCandidatesQuery = z.object({
  invoicingEntityId: uuid,
  currency: currency.optional(),
  /** The billing period as yyyy-MM. */
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: keyed("periodMonthYyyyMm") })
    .optional(),
});
export type PaymentRunCandidatesQuery = z.infer<typeof paymentRunCandidatesQuery>;

/** One invoice as a payment run sees it. `amount` is the total payable, tax included. */
export const paymentRunInvoice = z.object({
  id: uuid,
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  invoiceDate: isoDate,
  billingPeriod,
  contractor: z.object({ id: uuid, name: z.string() }),
  project: z.object({ id: uuid, name: z.string() }),
  amount: z.string(),
  currency: currency,
  /** The contractor's account from their billing details; null when they have none. */
  iban: z.string().nullable(),
  /** True when the run pays it through its SEPA file (euro, an IBAN in the SEPA area). */
  sepa: z.boolean(),
  status: z.enum(INVOICE_STATUSES),
  paidOn: isoDate.nullable(),
});
export type PaymentRunInvoice = z.infer<typeof paymentRunInvoice>;

/** Sum and count per currency, the amount a decimal string (never a float). */
export const currencyTotal = z.object({ currency: currency, count: z.number().int(), amount: z.string() });
export type CurrencyTotal = z.infer<typeof currencyTotal>;

export const paymentRunCandidates = z.object({
  data: z.array(paymentRunInvoice),
  /** Per currency over every candidate of the filter (also those past the first PAYMENT_RUN_MAX_INVOICES). */
  totals: z.array(currencyTotal),
  /** True when more candidates match than are listed. */
  truncated: z.boolean(),
});
export type PaymentRunCandidates = z.infer<typeof paymentRunCandidates>;

export const createPaymentRunBody = z.object({
  invoicingEntityId: uuid,
  invoiceIds: z
    .array(uuid)
    .min(1, { error: keyed(PAYMENT_RUN_NO_INVOICE.key) })
    .max(PAYMENT_RUN_MAX_INVOICES, { error: keyed("paymentRunHoldsMost", { max: PAYMENT_RUN_MAX_INVOICES }) })
    .refine((ids) => new Set(ids).size === ids.length, { error: keyed("invoiceNamedTwice") }),
  /** The day the bank should pay (SEPA requested execution date). */
  executionDate: isoDate,
});
export type CreatePaymentRunBody = z.infer<typeof createPaymentRunBody>;

export const confirmPaymentRunBody = z.object({ executedOn: isoDate, version });
export type ConfirmPaymentRunBody = z.infer<typeof confirmPaymentRunBody>;

export const cancelPaymentRunBody = z.object({ version });
export type CancelPaymentRunBody = z.infer<typeof cancelPaymentRunBody>;

export const paymentRunView = z.object({
  id: uuid,
  reference: z.string(),
  status: z.enum(PAYMENT_RUN_STATUSES),
  invoicingEntity: z.object({ id: uuid, name: z.string() }),
  executionDate: isoDate,
  debtorIban: z.string(),
  debtorBic: z.string().nullable(),
  totals: z.array(currencyTotal),
  /** Invoices paid through the SEPA file and those to pay outside SEPA. */
  sepaCount: z.number().int(),
  outsideCount: z.number().int(),
  createdAt: isoTimestamp,
  createdBy: z.string().nullable(),
  executedOn: isoDate.nullable(),
  confirmedAt: isoTimestamp.nullable(),
  cancelledAt: isoTimestamp.nullable(),
  version: z.number().int(),
});
export type PaymentRunView = z.infer<typeof paymentRunView>;

export const paymentRunDetail = paymentRunView.extend({ invoices: z.array(paymentRunInvoice) });
export type PaymentRunDetail = z.infer<typeof paymentRunDetail>;

export const paymentRunsQuery = pageQuery;
export const paymentRunParams = z.object({ id: uuid });
