import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { CURRENCIES, PAYMENT_RUN_STATUSES } from "@/lib/domain/reference";
import { notFound } from "@/lib/errors";
import type { Page, PageQuery } from "@/lib/schemas/paging";
import type { CurrencyTotal, PaymentRunDetail, PaymentRunView } from "@/lib/schemas/payment-runs";
import { rowsOf, type DbOrTx } from "@/server/db";
import { isoTimestampSql, nullableIsoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { stored } from "@/server/db/sql/stored-values";
import { cursorValue, decodeCursor, toPage } from "@/server/http/keyset-cursor";
import { presentInvoice, selectRunInvoices } from "./payment-run-invoices";

interface RunRow {
  id: string;
  reference: string;
  status: string;
  entity_id: string;
  entity_name: string;
  execution_date: string;
  debtor_iban: string;
  debtor_bic: string | null;
  sepa_count: number;
  outside_count: number;
  created_at: string;
  created_at_key: string;
  created_by: string | null;
  executed_on: string | null;
  confirmed_at: string | null;
  cancelled_at: string | null;
  version: number;
  totals: { currency: string; count: number | string; amount: string }[] | null;
}

/** The runs matching `where`, newest first, each with its totals per currency (one statement). */
async function selectRuns(db: DbOrTx, where: SQL, limit: number): Promise<RunRow[]> {
  return rowsOf<RunRow>(
    await db.execute(sql`
      select r.id, r.reference, r.status, e.id as entity_id, e.name as entity_name, r.execution_date::text as execution_date,
             r.debtor_iban, r.debtor_bic, r.sepa_count, r.outside_count,
             ${isoTimestampSql(sql`r.created_at`)} as created_at, r.created_at::text as created_at_key, u.name as created_by,
             r.executed_on::text as executed_on, ${nullableIsoTimestampSql(sql`r.confirmed_at`)} as confirmed_at,
             ${nullableIsoTimestampSql(sql`r.cancelled_at`)} as cancelled_at, r.version,
             (select json_agg(json_build_object('currency', x.currency, 'count', x.count, 'amount', x.amount::text) order by x.currency)
              from (select currency, count(*) as count, sum(amount) as amount from payment_run_invoices
                    where payment_run_id = r.id group by currency) x) as totals
      from payment_runs r
      join invoicing_entities e on e.id = r.invoicing_entity_id
      left join users u on u.id = r.created_by
      where ${where}
      order by r.created_at desc, r.id desc
      limit ${limit}`),
  );
}

function presentRun(row: RunRow): PaymentRunView {
  const totals: CurrencyTotal[] = (row.totals ?? []).map((t) => ({
    currency: stored(CURRENCIES, t.currency, "currency"),
    count: Number(t.count),
    amount: t.amount,
  }));
  return {
    id: row.id,
    reference: row.reference,
    status: stored(PAYMENT_RUN_STATUSES, row.status, "payment run status"),
    invoicingEntity: { id: row.entity_id, name: row.entity_name },
    executionDate: row.execution_date,
    debtorIban: row.debtor_iban,
    debtorBic: row.debtor_bic,
    totals,
    sepaCount: Number(row.sepa_count),
    outsideCount: Number(row.outside_count),
    createdAt: row.created_at,
    createdBy: row.created_by,
    executedOn: row.executed_on,
    confirmedAt: row.confirmed_at,
    cancelledAt: row.cancelled_at,
    version: Number(row.version),
  };
}

/** One page of payment runs, newest first; the cursor is where the previous page ended. */
export async function listPaymentRuns(db: DbOrTx, { limit, cursor }: PageQuery): Promise<Page<PaymentRunView>> {
  let where = sql`true`;
  if (cursor) {
    const [createdAt, id] = decodeCursor(cursor, [cursorValue.text, cursorValue.uuid]);
    where = sql`(r.created_at, r.id) < (${createdAt}::timestamptz, ${id}::uuid)`;
  }
  const rows = await selectRuns(db, where, limit + 1);
  const page = toPage(rows, limit, (row) => [row.created_at_key, row.id]);
  return { data: page.data.map(presentRun), nextCursor: page.nextCursor };
}

/** One run with its invoices, or 404 (two statements). */
export async function getPaymentRun(db: DbOrTx, id: string): Promise<PaymentRunDetail> {
  const [row] = await selectRuns(db, sql`r.id = ${id}`, 1);
  if (!row) throw notFound("paymentRun");
  const invoices = await selectRunInvoices(db, id);
  return { ...presentRun(row), invoices: invoices.map(presentInvoice) };
}
