import "server-only";
import { sql } from "drizzle-orm";
import type { Component } from "@/lib/domain/reference";
import { rowsOf, type DbOrTx } from "@/server/db";
import { formatFor, translatorFor } from "@/server/i18n/translator";
import { notifyChannel, type ChannelDelivery } from "./notify-channel";
import { timesheetHref } from "@/lib/navigation/menu";

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
  return notifyChannel(tx, "TIMESHEET_APPROVED", sql`${facts.user_id}::uuid`, (language) => {
    const t = translatorFor(language, "mail.approved");
    const actions = translatorFor(language, "mail.actions");
    const about = { project: facts.project, period: formatFor(language).month(facts.billing_period) };
    return {
      subject: t(`${component}.subject`, about),
      paragraphs: [t(`${component}.body`, about)],
      path: timesheetHref("contractor", timesheetId),
      actionLabel: actions("openPeriod", { period: about.period }),
      summary: t(`${component}.summary`, about),
    };
  });
}

/** BILLING_DETAILS: a contractor saved their billing details; every active administrator hears of it. */
export async function notifyBillingDetailsSaved(tx: DbOrTx, { contractorId }: { contractorId: string }): Promise<ChannelDelivery> {
  const [facts] = rowsOf<{ name: string }>(
    await tx.execute(sql`select u.name from contractors c join users u on u.id = c.user_id where c.id = ${contractorId}`),
  );
  if (!facts) return { immediate: 0, scheduled: 0 };
  return notifyChannel(tx, "BILLING_DETAILS", sql`select id from users where role = 'ADMIN'`, (language) => {
    const t = translatorFor(language, "mail.billingDetails");
    return {
      subject: t("subject", { name: facts.name }),
      paragraphs: [t("body", { name: facts.name })],
      path: `/admin/contractors/${contractorId}`,
      actionLabel: t("action", { name: facts.name }),
      summary: t("summary", { name: facts.name }),
    };
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
  return notifyChannel(tx, "INVOICE_EMAIL", sql`select user_id from contractors where id = ${invoice.contractorId}`, (language) => {
    const t = translatorFor(language, "mail.invoiceGenerated");
    const actions = translatorFor(language, "mail.actions");
    const format = formatFor(language);
    const about = { number: invoice.number, project: invoice.project, period: format.month(invoice.billingPeriod), amount: format.money(invoice.amount, invoice.currency) };
    return {
      subject: t("subject", about),
      paragraphs: [t("body", about)],
      path: invoice.path,
      actionLabel: actions("openInvoice", { number: invoice.number }),
      summary: t("summary", about),
    };
  });
}
