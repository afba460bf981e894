import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { notificationsApi } from "@/server/openapi/routes/notifications";
import { runReminders } from "@/server/notifications/reminders/run-reminders";

/** The daily reminders and digests, opened only by the cron secret (Authorization: Bearer <CRON_SECRET>). */
export const POST = endpoint(notificationsApi.createReminder, ({ db }) => runReminders(db, businessToday()));

/** The same for Vercel Cron, which calls with GET and sends the same Bearer header from CRON_SECRET. */
export const GET = endpoint(notificationsApi.runRemindersFromVercelCron, ({ db }) => runReminders(db, businessToday()));
