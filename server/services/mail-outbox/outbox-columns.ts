import "server-only";
import { MAIL_STATUSES, NOTIFICATION_TYPES } from "@/lib/domain/reference";
import type { OutboxMail } from "@/lib/schemas/mail-outbox";
import { mailOutbox } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { stored } from "@/server/db/sql/stored-values";
import { mailKindOf } from "@/server/notifications/reminders/outbox-rows";

/** The columns a list may show: no body, since bodies can hold invitation and review tokens. */
export const outboxListColumns = {
  id: mailOutbox.id,
  notificationType: mailOutbox.notificationType,
  dedupeKey: mailOutbox.dedupeKey,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: isoTimestampSql(mailOutbox.nextAttemptAt),
  sentAt: isoTimestampSql<string | null>(mailOutbox.sentAt),
  createdAt: isoTimestampSql(mailOutbox.createdAt),
};

type OutboxRow = Omit<OutboxMail, "notificationType" | "status" | "kind"> & { notificationType: string | null; status: string; dedupeKey: string | null };

/** The row as the API shows it: the dedupe key only gives the kind (it names a person's id for the digest). */
export function toOutboxMail<T extends OutboxRow>(row: T): Omit<T, "notificationType" | "status" | "dedupeKey"> & Pick<OutboxMail, "notificationType" | "status" | "kind"> {
  const { dedupeKey, notificationType: storedType, status, ...rest } = row;
  const notificationType = storedType === null ? null : stored(NOTIFICATION_TYPES, storedType, "notification type");
  return { ...rest, notificationType, kind: mailKindOf(notificationType, dedupeKey), status: stored(MAIL_STATUSES, status, "mail status") };
}
