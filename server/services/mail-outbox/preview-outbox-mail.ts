import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { OutboxMailPreview } from "@/lib/schemas/mail-outbox";
import type { DbOrTx } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import { outboxListColumns, toOutboxMail } from "./outbox-columns";
import { revealSecret } from "@/server/mail/sealed-secret";

/**
 * One mail as it will be sent. Only in local mode (no mail server to deliver to) and only while
 * it is unsent are its secret links put back: then the admin viewing it on a laptop is the only
 * way the invitation can reach anyone. With a mail server the secret leaves only in the e-mail.
 */
export async function previewOutboxMail(db: DbOrTx, id: string, { localMode }: { localMode: boolean }): Promise<OutboxMailPreview> {
  const [row] = await db
    .select({ ...outboxListColumns, text: mailOutbox.textBody, html: mailOutbox.htmlBody, sealedSecret: mailOutbox.sealedSecret })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!row) throw notFound("mail");
  const { sealedSecret, ...mail } = row;
  const reveal = localMode && sealedSecret !== null && row.status !== "SENT";
  const shown = reveal ? revealSecret(mail, sealedSecret) : mail;
  return { ...toOutboxMail(shown), linksRevealed: reveal };
}
