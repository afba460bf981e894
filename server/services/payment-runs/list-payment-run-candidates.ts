import "server-only";
import { sql } from "drizzle-orm";
import { PAYMENT_RUN_MAX_INVOICES, type PaymentRunCandidates, type PaymentRunCandidatesQuery } from "@/lib/schemas/payment-runs";
import type { DbOrTx } from "@/server/db";
import { eligibleFor, presentInvoice, selectCandidateInvoices, selectTotals } from "./payment-run-invoices";

/**
 * The approved, unpaid invoices billed to one entity, narrowed by currency and billing period:
 * the first PAYMENT_RUN_MAX_INVOICES, oldest first, and the totals per currency over all of them
 * (two statements, both on invoices_entity_status_idx).
 */
export async function listPaymentRunCandidates(db: DbOrTx, query: PaymentRunCandidatesQuery): Promise<PaymentRunCandidates> {
  const where = sql.join(
    [
      eligibleFor(query.invoicingEntityId),
      query.currency ? sql`i.currency = ${query.currency}` : null,
      query.period ? sql`t.billing_period = ${`${query.period}-15`}::date` : null,
    ].filter((part) => part !== null),
    sql` and `,
  );
  const [rows, totals] = [await selectCandidateInvoices(db, where, PAYMENT_RUN_MAX_INVOICES + 1), await selectTotals(db, where)];
  return {
    data: rows.slice(0, PAYMENT_RUN_MAX_INVOICES).map(presentInvoice),
    totals,
    truncated: rows.length > PAYMENT_RUN_MAX_INVOICES,
  };
}
