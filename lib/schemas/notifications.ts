import { z } from "zod";
import { NOTIFICATION_CHANNELS, NOTIFICATION_TIMINGS, SUBSCRIPTION_STATUSES } from "@/lib/domain/reference";
import { isoDate, uuid } from "./common";
import { keyed } from "./error-map";
import type { Refusal } from "@/lib/errors";

export const notificationChannel = z.enum(NOTIFICATION_CHANNELS, { error: keyed("channelValues", { values: NOTIFICATION_CHANNELS.join(", ") }) });
export const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES, { error: keyed("statusValues2", { values: SUBSCRIPTION_STATUSES.join(" or ") }) });
export const notificationTiming = z.enum(NOTIFICATION_TIMINGS, { error: keyed("timingValues", { values: NOTIFICATION_TIMINGS.join(" or ") }) });

/** One channel of the caller: SUBSCRIBED / UNSUBSCRIBED, and IMMEDIATE or SCHEDULED (the daily digest). */
export const notificationSubscription = z.object({
  channel: notificationChannel,
  status: subscriptionStatus,
  timing: notificationTiming,
});
export type NotificationSubscription = z.infer<typeof notificationSubscription>;

/** Every channel, in NOTIFICATION_CHANNELS order; a channel never set reads SUBSCRIBED and IMMEDIATE. */
export const notificationSubscriptionsResponse = z.object({ data: z.array(notificationSubscription) });

/** The channels to change; channels left out keep their setting. */
export const updateNotificationSubscriptionsInput = z.object({
  subscriptions: z
    .array(notificationSubscription)
    .min(1, { error: keyed("giveLeastChannel") })
    .refine((list) => new Set(list.map((s) => s.channel)).size === list.length, { error: keyed("eachChannelAppearOnly") }),
});
export type UpdateNotificationSubscriptionsInput = z.infer<typeof updateNotificationSubscriptionsInput>;

/** What an unsubscribe link carries: whose channel, and the server's signature over both. */
export const unsubscribeInput = z.object({
  user: uuid,
  channel: notificationChannel,
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: keyed("unsubscribeLinkNotValid") }),
});
export type UnsubscribeInput = z.infer<typeof unsubscribeInput>;
export const UNSUBSCRIBE_REFUSED: Refusal = { key: "unsubscribeLinkNotValid" };

export const unsubscribeResponse = z.object({ data: z.object({ channel: notificationChannel, status: z.literal("UNSUBSCRIBED") }) });

export const remindersResponse = z.object({
  data: z.object({
    today: isoDate,
    /** Mails queued by this run, per kind; a second run on the same day queues nothing. */
    queued: z.object({
      DUE_TIMESHEET_FIRST_REMINDER: z.number().int(),
      DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER: z.number().int(),
      /** Daily digests of SCHEDULED channel events, one per person. */
      DIGEST: z.number().int(),
    }),
  }),
});
export type RemindersResult = z.infer<typeof remindersResponse>["data"];
