import { notificationSubscriptionsResponse, remindersResponse, unsubscribeInput, unsubscribeResponse, updateNotificationSubscriptionsInput } from "@/lib/schemas/notifications";
import { inArea, type RouteTable } from "../operation";

export const notificationsApi = inArea("settings", {
  createReminder: {
    method: "post",
    path: "/api/cron/reminders",
    summary:
      "The daily reminders: DUE_TIMESHEET_FIRST_REMINDER on the first day after a period ends (caught up during that week) to each contractor whose timesheet of that period has unsettled components, DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER a week later to the contractor with every administrator copied, and the daily digest of SCHEDULED channel events. Idempotent per recipient, timesheet, type and day: a second run, or two at once, queues nothing twice. Authorization: Bearer <cron secret>.",
    tag: "Cron",
    response: remindersResponse,
    access: "cron",
  },
  runRemindersFromVercelCron: {
    method: "get",
    path: "/api/cron/reminders",
    summary: "The same run as POST, for Vercel Cron, which calls its paths with GET and `Authorization: Bearer <CRON_SECRET>`.",
    tag: "Cron",
    response: remindersResponse,
    access: "cron",
  },
  listUserNotificationSubscriptions: {
    method: "get",
    path: "/api/user/notification-subscriptions",
    summary: "The caller's settings of the channels BILLING_DETAILS, TIMESHEET_APPROVED and INVOICE_EMAIL.",
    tag: "User",
    response: notificationSubscriptionsResponse,
    access: "own-profile-person:read",
  },
  updateUserNotificationSubscriptions: {
    method: "put",
    path: "/api/user/notification-subscriptions",
    summary: "Changes the caller's channels (SUBSCRIBED / UNSUBSCRIBED, IMMEDIATE / SCHEDULED) and answers every channel.",
    tag: "User",
    body: updateNotificationSubscriptionsInput,
    response: notificationSubscriptionsResponse,
    access: "own-profile-person:write",
  },
  unsubscribeWithSignedLink: {
    method: "post",
    path: "/api/unsubscribe",
    summary:
      "Unsubscribes the person of a signed unsubscribe link from one channel; no sign-in needed. The link's page (GET /unsubscribe) only asks, so a link scanner changes nothing. A tampered signature is 400.",
    tag: "User",
    body: unsubscribeInput,
    response: unsubscribeResponse,
    access: "signed-link",
  },
} satisfies RouteTable);
