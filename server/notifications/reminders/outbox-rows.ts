import "server-only";
import { sql } from "drizzle-orm";
import type { MailKind, NotificationType } from "@/lib/domain/reference";
import { rowsOf, type DbOrTx } from "@/server/db";

/** The dedupe keys of the daily digest and of a channel's mail start so: they name the mail's kind. */
export const DIGEST_KEY_PREFIX = "DIGEST:";
export const CHANNEL_MAIL_KEY_PREFIX = "CHANNEL:";

/**
 * What kind of mail an outbox row is: its notification type, else the digest or a channel's mail by
 * the dedupe key's prefix (they carry no notification type: the column holds the spec's ten).
 */
export function mailKindOf(notificationType: NotificationType | null, dedupeKey: string | null): MailKind | null {
  if (notificationType) return notificationType;
  if (dedupeKey?.startsWith(DIGEST_KEY_PREFIX)) return "DAILY_DIGEST";
  if (dedupeKey?.startsWith(CHANNEL_MAIL_KEY_PREFIX)) return "CHANNEL_EVENT";
  return null;
}

export interface KeyedMail {
  notificationType: NotificationType | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Unique in the outbox: a mail whose key is there already is not queued again (null: no key). */
  dedupeKey: string | null;
}

/**
 * Queues many mails in one statement, whatever their number: the rows travel as one JSON
 * parameter, and the unique dedupe key turns a repeat (a second run, or a run at the same time
 * in another process, which waits on the first's uncommitted key) into nothing. Answers the
 * keys of the mails actually queued (null for a mail without one).
 */
export async function queueKeyedMail(db: DbOrTx, mails: readonly KeyedMail[]): Promise<(string | null)[]> {
  if (mails.length === 0) return [];
  const rows = await db.execute(sql`
    insert into mail_outbox (notification_type, to_address, subject, text_body, html_body, dedupe_key)
    select r.notification_type, r.to_address, r.subject, r.text_body, r.html_body, r.dedupe_key
    from jsonb_to_recordset(${JSON.stringify(
      mails.map((m) => ({
        notification_type: m.notificationType,
        to_address: m.to,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html,
        dedupe_key: m.dedupeKey,
      })),
    )}::jsonb) as r(notification_type text, to_address text, subject text, text_body text, html_body text, dedupe_key text)
    on conflict (dedupe_key) do nothing
    returning dedupe_key`);
  return rowsOf<{ dedupe_key: string | null }>(rows).map((row) => row.dedupe_key);
}
