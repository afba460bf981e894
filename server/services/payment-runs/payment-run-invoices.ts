import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { CURRENCIES, INVOICE_KINDS, INVOICE_STATUSES } from "@/lib/domain/reference";
import { isSepaTransfer } from "@/lib/domain/sepa";
import type { CurrencyTotal, PaymentRunInvoice } from "@/lib/schemas/payment-runs";
import { rowsOf, type DbOrTx } from "@/server/db";
import { periodOf, stored } from "@/server/db/sql/stored-values";

export interface InvoiceRow {
  id: string;
  number: string;
  kind: string;
  invoice_date: string;
  billing_period: string;
  contractor_id: string;
  contractor_name: string;
  legal_name: string | null;
  project_id: string;
  project_name: string;
  amount: string;
  currency: string;
  iban: string | null;
  bic: string | null;
  status: string;
  paid_on: string | null;
}

/** An invoice's component is approved: the status column of its kind says so. */
export const COMPONENT_APPROVED = sql`(case i.kind when 'TIMESHEET' then t.fee_status when 'EXPENSES' then t.expenses_status else t.bonus_status end) = 'APPROVED'`;

/** Approved, unpaid invoices billed to the entity with something to pay: what a payment run may take. */
export const eligibleFor = (entityId: string) =>
  sql`i.invoicing_entity_id = ${entityId} and i.status = 'ISSUED' and i.total_amount > 0 and ${COMPONENT_APPROVED}`;

const COLUMNS = sql`i.id, i.number, i.kind, i.invoice_date::text as invoice_date, t.billing_period::text as billing_period,
  c.id as contractor_id, u.name as contractor_name, nullif(b.data->>'legalName', '') as legal_name,
  p.id as project_id, p.name as project_name, i.status, i.paid_on::text as paid_on`;
const JOINS = sql`join timesheets t on t.id = i.timesheet_id
  join contractors c on c.id = t.contractor_id
  join users u on u.id = c.user_id
  join projects p on p.id = t.project_id
  left join billing_details b on b.contractor_id = c.id`;

/**
 * The invoices a run may take (`where` over invoices i and timesheets t), with what a run needs of
 * them, in one statement: the payable amount, the contractor's name and account as their billing
 * details hold them now, the project and the billing period. At most `limit`, oldest first.
 */
export async function selectCandidateInvoices(db: DbOrTx, where: SQL, limit: number): Promise<InvoiceRow[]> {
  return rowsOf<InvoiceRow>(
    await db.execute(sql`
      select ${COLUMNS}, i.total_amount::text as amount, i.currency,
             nullif(b.data->>'iban', '') as iban, nullif(b.data->>'bic', '') as bic
      from invoices i ${JOINS}
      where ${where}
      order by i.invoice_date, i.number
      limit ${limit}`),
  );
}

/** The invoices of a run with the amount and account the run was made with (one statement). */
export async function selectRunInvoices(db: DbOrTx, runId: string): Promise<InvoiceRow[]> {
  return rowsOf<InvoiceRow>(
    await db.execute(sql`
      select ${COLUMNS}, r.amount::text as amount, r.currency, r.iban, r.bic
      from payment_run_invoices r join invoices i on i.id = r.invoice_id ${JOINS}
      where r.payment_run_id = ${runId}
      order by i.invoice_date, i.number`),
  );
}

/** Per currency: how many and how much, summed in SQL as numeric. */
export async function selectTotals(db: DbOrTx, where: SQL): Promise<CurrencyTotal[]> {
  const rows = rowsOf<{ currency: string; count: number | string; amount: string }>(
    await db.execute(sql`
      select i.currency, count(*) as count, sum(i.total_amount)::text as amount
      from invoices i join timesheets t on t.id = i.timesheet_id
      where ${where}
      group by i.currency order by i.currency`),
  );
  return rows.map((row) => ({ currency: stored(CURRENCIES, row.currency, "currency"), count: Number(row.count), amount: row.amount }));
}

export function presentInvoice(row: InvoiceRow): PaymentRunInvoice {
  return {
    id: row.id,
    number: row.number,
    kind: stored(INVOICE_KINDS, row.kind, "invoice kind"),
    invoiceDate: row.invoice_date,
    billingPeriod: periodOf(row.billing_period),
    contractor: { id: row.contractor_id, name: row.legal_name ?? row.contractor_name },
    project: { id: row.project_id, name: row.project_name },
    amount: row.amount,
    currency: stored(CURRENCIES, row.currency, "currency"),
    iban: row.iban,
    sepa: isSepaTransfer(row.currency, row.iban),
    status: stored(INVOICE_STATUSES, row.status, "invoice status"),
    paidOn: row.paid_on,
  };
}
