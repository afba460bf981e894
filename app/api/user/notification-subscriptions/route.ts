import { endpoint } from "@/server/http/endpoint";
import { notificationsApi } from "@/server/openapi/routes/notifications";
import { getNotificationSubscriptions, updateNotificationSubscriptions } from "@/server/notifications/subscriptions/subscription-settings";

export const GET = endpoint(notificationsApi.listUserNotificationSubscriptions, ({ db, actor }) => getNotificationSubscriptions(db, actor.userId));

export const PUT = endpoint(notificationsApi.updateUserNotificationSubscriptions, ({ db, actor, body }) =>
  updateNotificationSubscriptions(db, actor.userId, body),
);
