import type { mailOutbox } from "@/server/db/schema";
import { revealSecret } from "@/server/mail/sealed-secret";

/** An outbox row's text body as the sender sends it: the sealed link secret put back in. */
export function sentText(row: typeof mailOutbox.$inferSelect): string {
  return revealSecret({ subject: row.subject, text: row.textBody, html: row.htmlBody }, row.sealedSecret).text;
}
