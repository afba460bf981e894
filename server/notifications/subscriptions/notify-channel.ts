import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { NotificationChannel } from "@/lib/domain/reference";
import type { Language } from "@/lib/i18n/languages";
import { rowsOf, type DbOrTx } from "@/server/db";
import { languageOrDefault, perLanguage } from "@/server/i18n/translator";
import { CHANNEL_MAIL_KEY_PREFIX, queueKeyedMail } from "../reminders/outbox-rows";
import { channelEventMail } from "../templates/channel-mails";
import { unsubscribeLink } from "./unsubscribe-link";

export interface ChannelRecipient {
  user_id: string;
  name: string;
  email: string;
  /** users.locale: the language of their mail and digest line (null: English). */
  locale: string | null;
  status: string;
  timing: string;
}

/** One event of a channel, as its mail and as its line in a digest. */
export interface ChannelEvent {
  subject: string;
  paragraphs: string[];
  /** Where it points in the app, e.g. /contractor?timesheetId=... */
  path: string;
  actionLabel: string;
  /** The event in one line, for the daily digest. */
  summary: string;
}

/** An event written in the reader's language: called once per language among its recipients. */
export type ChannelEventIn = (language: Language) => ChannelEvent;

export interface ChannelDelivery {
  immediate: number;
  scheduled: number;
}

/**
 * Delivers one event of a channel in the caller's transaction, honouring each recipient's
 * setting: SUBSCRIBED and IMMEDIATE queues a mail now (with its unsubscribe link), SCHEDULED
 * keeps a line for the daily digest, UNSUBSCRIBED sends nothing. At most three statements
 * whatever the number of recipients (who, the mails, the digest lines). Each recipient reads the
 * event in their language, mail and digest line alike.
 */
export async function notifyChannel(
  tx: DbOrTx,
  channel: NotificationChannel,
  recipients: SQL,
  event: ChannelEventIn,
): Promise<ChannelDelivery> {
  return deliver(tx, channel, await recipientsOf(tx, channel, recipients), () => event);
}

/**
 * Delivers a different event to each person (their own invoices of a payment run, say), with the
 * same three statements whatever their number. People without an event are not written to.
 */
export async function notifyChannelEach(
  tx: DbOrTx,
  channel: NotificationChannel,
  events: ReadonlyMap<string, ChannelEventIn>,
): Promise<ChannelDelivery> {
  if (events.size === 0) return { immediate: 0, scheduled: 0 };
  const ids = sql`select value::uuid from jsonb_array_elements_text(${JSON.stringify([...events.keys()])}::jsonb)`;
  return deliver(tx, channel, await recipientsOf(tx, channel, ids), (userId) => events.get(userId));
}

async function recipientsOf(tx: DbOrTx, channel: NotificationChannel, recipients: SQL): Promise<ChannelRecipient[]> {
  return rowsOf<ChannelRecipient>(
    await tx.execute(sql`
      select u.id as user_id, u.name, u.email, u.locale,
             coalesce(ns.status, 'SUBSCRIBED') as status, coalesce(ns.timing, 'IMMEDIATE') as timing
      from users u
      left join notification_subscriptions ns on ns.user_id = u.id and ns.channel = ${channel}
      where u.active and u.id in (${recipients})
      order by u.id`),
  );
}

async function deliver(
  tx: DbOrTx,
  channel: NotificationChannel,
  people: readonly ChannelRecipient[],
  eventOf: (userId: string) => ChannelEventIn | undefined,
): Promise<ChannelDelivery> {
  // One rendering per event and language, however many read it; kept for this delivery only.
  const written = new Map<ChannelEventIn, ChannelEventIn>();
  const render = (event: ChannelEventIn, language: Language) => {
    let inLanguage = written.get(event);
    if (!inLanguage) {
      inLanguage = perLanguage(event);
      written.set(event, inLanguage);
    }
    return inLanguage(language);
  };
  const subscribed = people.flatMap((p) => {
    const eventIn = p.status === "SUBSCRIBED" ? eventOf(p.user_id) : undefined;
    const language = languageOrDefault(p.locale);
    return eventIn ? [{ ...p, language, event: render(eventIn, language) }] : [];
  });
  const now = subscribed.filter((p) => p.timing === "IMMEDIATE");
  const later = subscribed.filter((p) => p.timing === "SCHEDULED");
  const queued = await queueKeyedMail(
    tx,
    now.map((p) => ({
      notificationType: null,
      to: p.email,
      // Never repeated, so it dedupes nothing; its prefix names the mail's kind for the outbox (the
      // notification_type column holds only the spec's ten types, and left these as Type "—").
      dedupeKey: `${CHANNEL_MAIL_KEY_PREFIX}${channel}:${randomUUID()}`,
      ...channelEventMail(
        {
          recipientName: p.name,
          channel,
          subject: p.event.subject,
          paragraphs: p.event.paragraphs,
          actionLabel: p.event.actionLabel,
          path: p.event.path,
          unsubscribeLink: unsubscribeLink(p.user_id, channel),
        },
        p.language,
      ),
    })),
  );
  if (later.length > 0) {
    await tx.execute(sql`
      insert into scheduled_notifications (user_id, channel, summary, path)
      select r.user_id, ${channel}, r.summary, r.path
      from jsonb_to_recordset(${JSON.stringify(later.map((p) => ({ user_id: p.user_id, summary: p.event.summary, path: p.event.path })))}::jsonb)
        as r(user_id uuid, summary text, path text)`);
  }
  return { immediate: queued.length, scheduled: later.length };
}
