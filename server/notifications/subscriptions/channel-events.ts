import "server-only";
import { sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { Component } from "@/lib/domain/reference";
import { formatMoney } from "@/lib/format/money";
import { rowsOf, type DbOrTx } from "@/server/db";
import { notifyChannel, type ChannelDelivery } from "./notify-channel";

const COMPONENT_WORDS: Record<Component, string> = { TIMESHEET: "fee", EXPENSES: "expenses", BONUS: "bonus" };

/**
 * TIMESHEET_APPROVED: a reviewer or an administrator approved a component; the contractor hears
 * of it. Called in the approval's transaction, after the change.
 */
export async function notifyTimesheetApproved(
  tx: DbOrTx,
  { timesheetId, component }: { timesheetId: string; component: Component },
): Promise<ChannelDelivery> {
  const [facts] = rowsOf<{ project: string; billing_period: string; user_id: string }>(
    await tx.execute(sql`
      select p.name as project, t.billing_period::text as billing_period, c.user_id
      from timesheets t join projects p on p.id = t.project_id join contractors c on c.id = t.contractor_id
      where t.id = ${timesheetId}`),
  );
  if (!facts) return { immediate: 0, scheduled: 0 };
  const period = BillingPeriod.fromString(facts.billing_period).name;
  const what = COMPONENT_WORDS[component];
  return notifyChannel(tx, "TIMESHEET_APPROVED", sql`${facts.user_id}::uuid`, {
    subject: `Approved: your ${what} for ${facts.project}, ${period}`,
    paragraphs: [`Your ${what} for ${facts.project} in ${period} was approved.`],
    path: `/contractor?timesheetId=${timesheetId}`,
    actionLabel: `Open ${period}`,
    summary: `Your ${what} for ${facts.project}, ${period}, was approved.`,
  });
}

/** BILLING_DETAILS: a contractor saved their billing details; every active administrator hears of it. */
export async function notifyBillingDetailsSaved(tx: DbOrTx, { contractorId }: { contractorId: string }): Promise<ChannelDelivery> {
  const [facts] = rowsOf<{ name: string }>(
    await tx.execute(sql`select u.name from contractors c join users u on u.id = c.user_id where c.id = ${contractorId}`),
  );
  if (!facts) return { immediate: 0, scheduled: 0 };
  return notifyChannel(tx, "BILLING_DETAILS", sql`select id from users where role = 'ADMIN'`, {
    subject: `${facts.name} updated their billing details`,
    paragraphs: [`${facts.name} saved new billing details. Check them before the next invoices are generated.`],
    path: `/admin/contractors/${contractorId}`,
    actionLabel: `Open ${facts.name}`,
    summary: `${facts.name} updated their billing details.`,
  });
}

export interface GeneratedInvoice {
  /** The contractor the invoice belongs to. */
  contractorId: string;
  /** The invoice's number or title as shown to people, e.g. "INV-2026-0042". */
  number: string;
  project: string;
  /** Stored billing period (yyyy-MM-15) or yyyy-MM. */
  billingPeriod: string;
  /** Decimal string, never a float. */
  amount: string;
  currency: string;
  /** Where the contractor finds it in the app. */
  path: string;
}

/**
 * INVOICE_EMAIL: an invoice was generated for a contractor; they hear of it by their setting.
 * For the invoices service to call in the transaction that creates the invoice.
 */
export async function notifyInvoiceGenerated(tx: DbOrTx, invoice: GeneratedInvoice): Promise<ChannelDelivery> {
  const period = BillingPeriod.fromString(invoice.billingPeriod).name;
  const amount = formatMoney(invoice.amount, invoice.currency);
  return notifyChannel(tx, "INVOICE_EMAIL", sql`select user_id from contractors where id = ${invoice.contractorId}`, {
    subject: `Invoice ${invoice.number}: ${invoice.project}, ${period}`,
    paragraphs: [`Invoice ${invoice.number} for ${invoice.project} in ${period} was generated, for ${amount}.`],
    path: invoice.path,
    actionLabel: `Open invoice ${invoice.number}`,
    summary: `Invoice ${invoice.number} for ${invoice.project}, ${period}: ${amount}.`,
  });
}
