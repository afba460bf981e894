import "server-only";
import { sql } from "drizzle-orm";
import type { Component } from "@/lib/domain/reference";
import { conflict, type Refusal } from "@/lib/errors";
import { env } from "@/env";
import { rowsOf, type DbOrTx } from "@/server/db";

/** The configuration entry (POST /api/configurations/invoices.requiredToPrepare, value true) that makes an invoice a condition of preparing. */
export const INVOICE_REQUIRED_KEY = "invoices.requiredToPrepare";

const FILE_TYPE: Readonly<Record<Component, string>> = { TIMESHEET: "FEE_INVOICE", EXPENSES: "EXPENSE_INVOICE", BONUS: "BONUS_INVOICE" };
const WORD: Readonly<Record<Component, Refusal>> = { TIMESHEET: { key: "wordInvoiceFee" }, EXPENSES: { key: "wordInvoiceExpense" }, BONUS: { key: "wordInvoiceBonus" } };

export const invoiceMissingReason = (component: Component): Refusal => ({ key: "invoiceMissingBeforePreparing", values: { component: WORD[component] } });
export const invoiceOutdatedReason = (component: Component): Refusal => ({ key: "invoiceOutdatedBeforePreparing", values: { component: WORD[component] } });

/**
 * Prepare refuses a component whose invoice is missing or outdated, when invoicing is on and the
 * configuration asks for it. One statement: the setting and the component's invoice files
 * (outdated is set on them in the same transaction as any record, expense or bonus change).
 */
export async function assertInvoiceReady(tx: DbOrTx, timesheetId: string, component: Component): Promise<void> {
  if (!env.FEATURE_INVOICING) return;
  const [row] = rowsOf<{ required: boolean; files: number; current: number }>(
    await tx.execute(sql`
      select coalesce((select value = 'true'::jsonb from configurations where key = ${INVOICE_REQUIRED_KEY}), false) as required,
             count(f.id)::int as files,
             count(f.id) filter (where not f.outdated)::int as current
      from (select 1) one
      left join files f on f.timesheet_id = ${timesheetId} and f.file_type = ${FILE_TYPE[component]}`),
  );
  if (!row?.required) return;
  if (Number(row.files) === 0) throw conflict(invoiceMissingReason(component));
  if (Number(row.current) === 0) throw conflict(invoiceOutdatedReason(component));
}
