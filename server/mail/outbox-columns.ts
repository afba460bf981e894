import "server-only";
import { MAIL_STATUSES, NOTIFICATION_TYPES } from "@/lib/domain/reference";
import type { OutboxMail } from "@/lib/schemas/mail-outbox";
import { mailOutbox } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { stored } from "@/server/db/sql/stored-values";

/** The columns a list may show: no body, since bodies can hold invitation and review tokens. */
export const outboxListColumns = {
  id: mailOutbox.id,
  notificationType: mailOutbox.notificationType,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: isoTimestampSql(mailOutbox.nextAttemptAt),
  sentAt: isoTimestampSql<string | null>(mailOutbox.sentAt),
  createdAt: isoTimestampSql(mailOutbox.createdAt),
};

type OutboxRow = Omit<OutboxMail, "notificationType" | "status"> & { notificationType: string | null; status: string };

export function toOutboxMail<T extends OutboxRow>(row: T): Omit<T, "notificationType" | "status"> & Pick<OutboxMail, "notificationType" | "status"> {
  return {
    ...row,
    notificationType: row.notificationType === null ? null : stored(NOTIFICATION_TYPES, row.notificationType, "notification type"),
    status: stored(MAIL_STATUSES, row.status, "mail status"),
  };
}
