import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/server/db";
import { formatFor, translatorFor } from "@/server/i18n/translator";
import { notifyChannelEach, type ChannelDelivery, type ChannelEventIn } from "./notify-channel";
import { timesheetHref } from "@/lib/navigation/menu";

/**
 * INVOICE_EMAIL: a payment run was confirmed; each contractor hears which of their invoices were
 * paid and on which day, in one mail (or one digest line) per person, in their language. Four
 * statements whatever the number of invoices: the invoices, then the channel's three.
 */
export async function notifyInvoicesPaid(tx: DbOrTx, runId: string, paidOn: string): Promise<ChannelDelivery> {
  const rows = rowsOf<{ user_id: string; number: string; amount: string; currency: string; timesheet_id: string }>(
    await tx.execute(sql`
      select c.user_id, i.number, r.amount::text as amount, r.currency, i.timesheet_id
      from payment_run_invoices r
      join invoices i on i.id = r.invoice_id
      join timesheets t on t.id = i.timesheet_id
      join contractors c on c.id = t.contractor_id
      where r.payment_run_id = ${runId}
      order by c.user_id, i.number`),
  );
  const byUser = new Map<string, typeof rows>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const events = new Map<string, ChannelEventIn>();
  for (const [userId, invoices] of byUser) {
    const first = invoices[0]!;
    events.set(userId, (language) => {
      const t = translatorFor(language, "mail.invoicesPaid");
      const actions = translatorFor(language, "mail.actions");
      const format = formatFor(language);
      const day = format.invoiceDate(paidOn);
      const list = invoices.map((i) => t("item", { number: i.number, amount: format.money(i.amount, i.currency) }));
      const subject = invoices.length === 1 ? t("subjectOne", { number: first.number }) : t("subjectMany", { count: String(invoices.length) });
      return {
        subject,
        paragraphs: [
          invoices.length === 1 ? t("paidOne", { invoice: list[0]!, day }) : t("paidMany", { day, invoices: list.join(", ") }),
          t("transfer"),
        ],
        path: timesheetHref("contractor", first.timesheet_id),
        actionLabel: invoices.length === 1 ? actions("openInvoice", { number: first.number }) : t("openTimesheets"),
        summary: invoices.length === 1 ? t("summaryOne", { number: first.number, day }) : t("summaryMany", { count: String(invoices.length), day }),
      };
    });
  }
  return notifyChannelEach(tx, "INVOICE_EMAIL", events);
}
