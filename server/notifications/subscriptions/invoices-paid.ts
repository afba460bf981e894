import "server-only";
import { sql } from "drizzle-orm";
import { formatInvoiceDate } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import { rowsOf, type DbOrTx } from "@/server/db";
import { notifyChannelEach, type ChannelDelivery, type ChannelEvent } from "./notify-channel";

/**
 * INVOICE_EMAIL: a payment run was confirmed; each contractor hears which of their invoices were
 * paid and on which day, in one mail (or one digest line) per person. Four statements whatever
 * the number of invoices: the invoices, then the channel's three.
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
  const day = formatInvoiceDate(paidOn);
  const byUser = new Map<string, typeof rows>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const events = new Map<string, ChannelEvent>();
  for (const [userId, invoices] of byUser) {
    const list = invoices.map((i) => `${i.number} (${formatMoney(i.amount, i.currency)})`);
    const first = invoices[0]!;
    const subject = invoices.length === 1 ? `Invoice ${first.number} was paid` : `${invoices.length} invoices were paid`;
    events.set(userId, {
      subject,
      paragraphs: [
        invoices.length === 1
          ? `Invoice ${list[0]} was paid on ${day}.`
          : `These invoices were paid on ${day}: ${list.join(", ")}.`,
        "The transfer may take a business day to reach your account.",
      ],
      path: `/contractor?timesheetId=${first.timesheet_id}`,
      actionLabel: invoices.length === 1 ? `Open invoice ${first.number}` : "Open your timesheets",
      summary: `${subject} on ${day}.`,
    });
  }
  return notifyChannelEach(tx, "INVOICE_EMAIL", events);
}
