import "server-only";
import { count, desc, eq } from "drizzle-orm";
import type { MailOutboxQuery, OutboxMail } from "@/lib/schemas/mail-outbox";
import type { DbOrTx } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import { outboxListColumns, toOutboxMail } from "./outbox-columns";

/** One page of the outbox, newest first, optionally of one status; bodies are left out (see outboxListColumns). */
export async function listMailOutbox(db: DbOrTx, { status, page, pageSize }: MailOutboxQuery) {
  const where = status ? eq(mailOutbox.status, status) : undefined;
  const [counted] = await db.select({ total: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select(outboxListColumns)
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const data: OutboxMail[] = rows.map(toOutboxMail);
  return { data, pagination: { page, pageSize, total: counted?.total ?? 0 } };
}
