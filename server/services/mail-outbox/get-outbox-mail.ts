import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { OutboxMailMessage } from "@/lib/schemas/mail-outbox";
import type { DbOrTx } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import { outboxListColumns, toOutboxMail } from "./outbox-columns";

/** One mail with its bodies, links included: only ever read one at a time, by an admin. */
export async function getOutboxMail(db: DbOrTx, id: string): Promise<OutboxMailMessage> {
  const [row] = await db
    .select({ ...outboxListColumns, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!row) throw notFound("mail");
  return toOutboxMail(row);
}
