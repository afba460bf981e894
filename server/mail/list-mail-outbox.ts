import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { MAIL_STATUSES, NOTIFICATION_TYPES } from "@/lib/domain/reference";
import type { MailOutboxQuery, OutboxMail } from "@/lib/schemas/mail";
import type { DbOrTx } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { stored } from "@/server/db/sql/stored-values";

/** One page of the outbox, newest first, optionally of one status. */
export async function listMailOutbox(db: DbOrTx, { status, page, pageSize }: MailOutboxQuery) {
  const where = status ? eq(mailOutbox.status, status) : undefined;
  const [counted] = await db.select({ total: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select({
      id: mailOutbox.id,
      notificationType: mailOutbox.notificationType,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      html: mailOutbox.htmlBody,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: isoTimestampSql(mailOutbox.nextAttemptAt),
      sentAt: isoTimestampSql<string | null>(mailOutbox.sentAt),
      createdAt: isoTimestampSql(mailOutbox.createdAt),
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const data: OutboxMail[] = rows.map((row) => ({
    ...row,
    notificationType: row.notificationType === null ? null : stored(NOTIFICATION_TYPES, row.notificationType, "notification type"),
    status: stored(MAIL_STATUSES, row.status, "mail status"),
  }));
  return { data, pagination: { page, pageSize, total: counted?.total ?? 0 } };
}
