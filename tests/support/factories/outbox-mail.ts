import type { NotificationType } from "@/lib/domain/reference";
import type { DbOrTx } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  notificationType: NotificationType;
}

/**
 * Tests only (the app writes its mails set-based, server/notifications): queues an e-mail in the caller's transaction: it is sent only if the change that caused it
 * commits, and it survives a mail-server outage because the sender retries from the outbox.
 */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      notificationType: mail.notificationType,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
