import "server-only";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import { AppError, type ErrorIssue, fieldIssue, issueRefusal, notFound } from "@/lib/errors";
import {
  EXECUTION_DATE_PAST,
  paymentRunNoAccount,
  type CreatePaymentRunBody,
  type PaymentRunDetail,
} from "@/lib/schemas/payment-runs";
import type { Actor } from "@/server/auth/actor";
import { rowsOf, type Database, type Tx } from "@/server/db";
import { invoicingEntities, paymentRuns } from "@/server/db/schema";
import { writeRunFiles } from "./payment-run-files";
import { getPaymentRun } from "./get-payment-run";
import { eligibleFor } from "./payment-run-invoices";

/** Why each invoice the run could not take is not payable, named by its place in `invoiceIds`. */
async function refusals(tx: Tx, body: CreatePaymentRunBody, claimed: ReadonlySet<string>): Promise<ErrorIssue[]> {
  const missing = body.invoiceIds.filter((id) => !claimed.has(id));
  const rows = rowsOf<{ id: string; number: string; status: string; entity: string | null; approved: boolean; payable: boolean; run: string | null }>(
    await tx.execute(sql`
      select i.id, i.number, i.status, i.invoicing_entity_id as entity,
             (case i.kind when 'TIMESHEET' then t.fee_status when 'EXPENSES' then t.expenses_status else t.bonus_status end) = 'APPROVED' as approved,
             i.total_amount > 0 as payable, r.reference as run
      from invoices i join timesheets t on t.id = i.timesheet_id left join payment_runs r on r.id = i.payment_run_id
      where i.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb))`),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return missing.map((id) => {
    const row = byId.get(id);
    const path = `invoiceIds.${body.invoiceIds.indexOf(id)}`;
    if (!row) return fieldIssue(path, { key: "noInvoiceHasId" });
    const invoice = row.number;
    if (row.status === "PAID") return fieldIssue(path, { key: "invoiceInvoicePaidAlready", values: { invoice } });
    if (row.status === "IN_PAYMENT_RUN") return fieldIssue(path, { key: "invoiceInvoicePaymentRun", values: { invoice, run: row.run ?? { key: "anotherRun" } } });
    if (row.entity !== body.invoicingEntityId) return fieldIssue(path, { key: "invoiceInvoiceBilledAnother", values: { invoice } });
    if (!row.approved) return fieldIssue(path, { key: "invoiceInvoiceNotApproved", values: { invoice } });
    if (!row.payable) return fieldIssue(path, { key: "invoiceInvoiceNothingPay", values: { invoice } });
    return fieldIssue(path, { key: "invoiceInvoiceChangedWhile", values: { invoice } });
  });
}

/**
 * Makes a payment run in one transaction: claims the chosen invoices with one UPDATE that only
 * touches those still approved, unpaid and billed to the entity (row locks make a concurrent run
 * over the same invoices wait and then find them taken), records them with the amount and account
 * of the moment, and writes the SEPA file and the CSV of the rest. If any invoice cannot be taken,
 * nothing is written and the 409 names each one.
 */
export async function createPaymentRun(db: Database, actor: Actor, body: CreatePaymentRunBody, today: IsoDate, now: Date): Promise<PaymentRunDetail> {
  if (body.executionDate < today) {
    throw new AppError("BAD_REQUEST", EXECUTION_DATE_PAST, [fieldIssue("executionDate", EXECUTION_DATE_PAST)]);
  }
  return db.transaction(async (tx) => {
    const [entity] = await tx.select().from(invoicingEntities).where(eq(invoicingEntities.id, body.invoicingEntityId));
    if (!entity) throw notFound("invoicingEntity");
    if (!entity.iban) {
      throw new AppError("CONFLICT", paymentRunNoAccount(entity.name), [fieldIssue("invoicingEntityId", paymentRunNoAccount(entity.name))]);
    }
    const id = randomUUID();
    const reference = `PR-${today.replaceAll("-", "")}-${id.slice(0, 8).toUpperCase()}`;
    await tx.insert(paymentRuns).values({
      id,
      reference,
      invoicingEntityId: entity.id,
      executionDate: body.executionDate,
      debtorName: entity.name,
      debtorIban: entity.iban,
      debtorBic: entity.bic,
      createdBy: actor.userId,
      createdAt: now.toISOString(),
    });
    const claimed = rowsOf<{ invoice_id: string }>(
      await tx.execute(sql`
        with claimed as (
          update invoices i set status = 'IN_PAYMENT_RUN', payment_run_id = ${id}
          from timesheets t
          where t.id = i.timesheet_id and ${eligibleFor(entity.id)}
            and i.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(body.invoiceIds)}::jsonb))
          returning i.id, i.total_amount, i.currency, t.contractor_id)
        insert into payment_run_invoices (payment_run_id, invoice_id, amount, currency, iban, bic)
        select ${id}, c.id, c.total_amount, c.currency, nullif(b.data->>'iban', ''), nullif(b.data->>'bic', '')
        from claimed c left join billing_details b on b.contractor_id = c.contractor_id
        returning invoice_id`),
    );
    if (claimed.length < body.invoiceIds.length) {
      const issues = await refusals(tx, body, new Set(claimed.map((row) => row.invoice_id)));
      const [only] = issues;
      throw new AppError("CONFLICT", only && issues.length === 1 ? issueRefusal(only) : { key: "invoicesCannotBePaid", values: { count: issues.length } }, issues);
    }
    await writeRunFiles(tx, { id, reference, createdAt: now, executionDate: body.executionDate, debtor: { name: entity.name, iban: entity.iban, bic: entity.bic } });
    return getPaymentRun(tx, id);
  });
}
