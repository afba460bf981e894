import "server-only";
import { sql } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import type { NotificationChannel } from "@/lib/domain/reference";
import { rowsOf, type Database } from "@/server/db";
import { languageOrDefault } from "@/server/i18n/translator";
import { DIGEST_KEY_PREFIX, queueKeyedMail, type KeyedMail } from "../reminders/outbox-rows";
import { dailyDigestMail } from "../templates/channel-mails";
import { unsubscribeLink } from "./unsubscribe-link";

interface PendingLine {
  id: string;
  user_id: string;
  name: string;
  email: string;
  /** users.locale: the digest's language (its lines were written in it when they happened). */
  locale: string | null;
  channel: NotificationChannel;
  summary: string;
  path: string;
  subscribed: boolean;
}

/** The digest of one person: every pending line, oldest first, with an unsubscribe link per channel. */
function digestMail(lines: PendingLine[], today: IsoDate) {
  const first = lines[0]!;
  return dailyDigestMail(
    {
      recipientName: first.name,
      day: today,
      lines: lines.map((l) => ({ channel: l.channel, summary: l.summary, path: l.path })),
      unsubscribe: [...new Set(lines.map((l) => l.channel))].map((channel) => ({ channel, link: unsubscribeLink(first.user_id, channel) })),
    },
    languageOrDefault(first.locale),
  );
}

/**
 * The daily digest: one mail per person with every pending line of their SCHEDULED channels,
 * keyed on person and day. The pending lines are locked, so a second run at the same time waits
 * and then finds them digested; a line that arrives after today's digest went out waits for
 * tomorrow's (its person's key for today is taken). Lines of a channel unsubscribed since are
 * dropped. Four statements whatever the data.
 */
export async function sendDailyDigests(db: Database, today: IsoDate): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = rowsOf<PendingLine>(
      await tx.execute(sql`
        select s.id, s.user_id, u.name, u.email, u.locale, s.channel, s.summary, s.path,
               coalesce(ns.status, 'SUBSCRIBED') = 'SUBSCRIBED' and u.active as subscribed
        from scheduled_notifications s
        join users u on u.id = s.user_id
        left join notification_subscriptions ns on ns.user_id = s.user_id and ns.channel = s.channel
        where s.digested_on is null
        order by s.user_id, s.created_at, s.id
        for update of s`),
    );
    if (pending.length === 0) return 0;
    const byUser = new Map<string, PendingLine[]>();
    for (const line of pending.filter((l) => l.subscribed)) byUser.set(line.user_id, [...(byUser.get(line.user_id) ?? []), line]);
    const key = (userId: string) => `${DIGEST_KEY_PREFIX}${userId}:${today}`;
    const mails: KeyedMail[] = [...byUser.values()].map((lines) => ({
      notificationType: null,
      to: lines[0]!.email,
      dedupeKey: key(lines[0]!.user_id),
      ...digestMail(lines, today),
    }));
    const sent = new Set(await queueKeyedMail(tx, mails));
    const done = pending.filter((l) => !l.subscribed || sent.has(key(l.user_id))).map((l) => l.id);
    if (done.length > 0) {
      await tx.execute(sql`
        update scheduled_notifications set digested_on = ${today}
        where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(done)}::jsonb))`);
    }
    return sent.size;
  });
}
