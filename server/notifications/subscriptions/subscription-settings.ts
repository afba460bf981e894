import "server-only";
import { eq, sql } from "drizzle-orm";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@/lib/domain/reference";
import type { NotificationSubscription, UpdateNotificationSubscriptionsInput } from "@/lib/schemas/notifications";
import { notificationSubscription } from "@/lib/schemas/notifications";
import { rowsOf, type DbOrTx } from "@/server/db";
import { notificationSubscriptions } from "@/server/db/schema";

/** Every channel of one person, in NOTIFICATION_CHANNELS order; an unset channel is SUBSCRIBED and IMMEDIATE. */
export async function getNotificationSubscriptions(db: DbOrTx, userId: string): Promise<NotificationSubscription[]> {
  const rows = await db
    .select({ channel: notificationSubscriptions.channel, status: notificationSubscriptions.status, timing: notificationSubscriptions.timing })
    .from(notificationSubscriptions)
    .where(eq(notificationSubscriptions.userId, userId));
  const byChannel = new Map(rows.map((row) => [row.channel, row]));
  return NOTIFICATION_CHANNELS.map((channel) =>
    notificationSubscription.parse(byChannel.get(channel) ?? { channel, status: "SUBSCRIBED", timing: "IMMEDIATE" }),
  );
}

/** Writes the channels given in one statement (insert or update per channel) and answers every channel. */
export async function updateNotificationSubscriptions(
  db: DbOrTx,
  userId: string,
  input: UpdateNotificationSubscriptionsInput,
): Promise<NotificationSubscription[]> {
  await db
    .insert(notificationSubscriptions)
    .values(input.subscriptions.map((s) => ({ userId, ...s })))
    .onConflictDoUpdate({
      target: [notificationSubscriptions.userId, notificationSubscriptions.channel],
      set: { status: sql`excluded.status`, timing: sql`excluded.timing`, updatedAt: sql`now()` },
    });
  return getNotificationSubscriptions(db, userId);
}

/** The unsubscribe link's change: one channel UNSUBSCRIBED, its timing kept; false when the person is gone. */
export async function unsubscribeChannel(db: DbOrTx, userId: string, channel: NotificationChannel): Promise<boolean> {
  const rows = await db.execute(sql`
    insert into notification_subscriptions (user_id, channel, status)
    select id, ${channel}, 'UNSUBSCRIBED' from users where id = ${userId}
    on conflict (user_id, channel) do update set status = 'UNSUBSCRIBED', updated_at = now()
    returning id`);
  return rowsOf(rows).length > 0;
}
