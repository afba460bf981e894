import "server-only";
import { eq, sql } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import { AppError, fieldIssue, notFound } from "@/lib/errors";
import {
  EXECUTED_ON_FUTURE,
  PAYMENT_RUN_CANCELLED,
  PAYMENT_RUN_EXECUTED,
  type CancelPaymentRunBody,
  type ConfirmPaymentRunBody,
  type PaymentRunDetail,
} from "@/lib/schemas/payment-runs";
import type { Actor } from "@/server/auth/actor";
import { type Database, type Tx } from "@/server/db";
import { paymentRuns } from "@/server/db/schema";
import { notifyInvoicesPaid } from "@/server/notifications/subscriptions/invoices-paid";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { getPaymentRun } from "./get-payment-run";

/** Locks a run that may still change: 404, 409 once cancelled or executed, 409 on a stale version. */
async function openRun(tx: Tx, id: string, version: number) {
  const [run] = await tx.select().from(paymentRuns).where(eq(paymentRuns.id, id)).for("update");
  if (!run) throw notFound("paymentRun");
  if (run.status === "CANCELLED") throw new AppError("CONFLICT", PAYMENT_RUN_CANCELLED);
  if (run.status === "EXECUTED") throw new AppError("CONFLICT", PAYMENT_RUN_EXECUTED);
  expectVersion(run.version, version);
  return run;
}

/**
 * The administrator says the bank executed the run: its invoices become PAID on `executedOn`,
 * and each contractor hears of theirs on the INVOICE_EMAIL channel, in the same transaction.
 */
export async function confirmPaymentRun(db: Database, actor: Actor, id: string, body: ConfirmPaymentRunBody, today: IsoDate): Promise<PaymentRunDetail> {
  if (body.executedOn > today) throw new AppError("BAD_REQUEST", EXECUTED_ON_FUTURE, [fieldIssue("executedOn", EXECUTED_ON_FUTURE)]);
  return db.transaction(async (tx) => {
    await openRun(tx, id, body.version);
    await tx.execute(sql`update invoices set status = 'PAID', paid_on = ${body.executedOn} where payment_run_id = ${id}`);
    await tx
      .update(paymentRuns)
      .set({ status: "EXECUTED", executedOn: body.executedOn, confirmedAt: sql`now()`, confirmedBy: actor.userId, version: sql`${paymentRuns.version} + 1` })
      .where(eq(paymentRuns.id, id));
    await notifyInvoicesPaid(tx, id, body.executedOn);
    return getPaymentRun(tx, id);
  });
}

/** The run is not paid after all: its invoices return to ISSUED, free for another run; the run keeps its list. */
export async function cancelPaymentRun(db: Database, actor: Actor, id: string, body: CancelPaymentRunBody): Promise<PaymentRunDetail> {
  return db.transaction(async (tx) => {
    await openRun(tx, id, body.version);
    await tx.execute(sql`update invoices set status = 'ISSUED', payment_run_id = null where payment_run_id = ${id}`);
    await tx
      .update(paymentRuns)
      .set({ status: "CANCELLED", cancelledAt: sql`now()`, cancelledBy: actor.userId, version: sql`${paymentRuns.version} + 1` })
      .where(eq(paymentRuns.id, id));
    return getPaymentRun(tx, id);
  });
}
