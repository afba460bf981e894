import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { DbOrTx } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import { newSecretMarker, sealSecret } from "@/server/mail/sealed-secret";
import { renderNotification, type NotificationData, type TemplatedNotificationType } from "./templates";

/** One recipient of one notification. */
export interface Notification<T extends TemplatedNotificationType = TemplatedNotificationType> {
  type: T;
  to: string;
  data: NotificationData[T];
  /**
   * The recipient's language (users.locale, read with the recipient). Required: a caller whose
   * recipient has no stored language says DEFAULT_LANGUAGE itself, so none falls back by omission.
   */
  language: Language;
  /**
   * A secret the mail's link holds (an invitation or review token): the stored row keeps it
   * sealed, the bodies a random marker in its place; the sender puts it back.
   */
  secret?: string;
}

export type AnyNotification = { [T in TemplatedNotificationType]: Notification<T> }[TemplatedNotificationType];

function outboxRow(notification: AnyNotification): typeof mailOutbox.$inferInsert {
  const mail = renderNotification(notification.type, notification.data as never, notification.language);
  let { subject, text, html } = mail;
  let sealedSecret: string | null = null;
  if (notification.secret) {
    const marker = newSecretMarker();
    const hide = (body: string) => body.replaceAll(notification.secret!, marker);
    // A secret the template did not put in both bodies is a template bug, not a mail to send.
    if (!text.includes(notification.secret) || !html.includes(notification.secret)) {
      throw new Error(`The ${notification.type} mail does not carry its link in both bodies.`);
    }
    subject = hide(subject);
    text = hide(text);
    html = hide(html);
    sealedSecret = sealSecret({ marker, secret: notification.secret });
  }
  return { notificationType: notification.type, toAddress: notification.to, subject, textBody: text, htmlBody: html, sealedSecret };
}

/**
 * Queues notifications in the caller's transaction, all recipients in one statement: they are
 * sent only if the change that caused them commits, and survive a mail-server outage.
 */
export async function enqueueNotifications(tx: DbOrTx, notifications: readonly AnyNotification[]): Promise<number> {
  if (notifications.length === 0) return 0;
  await tx.insert(mailOutbox).values(notifications.map(outboxRow));
  return notifications.length;
}
