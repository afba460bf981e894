import { date, index, pgTable, text } from "drizzle-orm/pg-core";
import { NOTIFICATION_CHANNELS } from "@/lib/domain/reference";
import { user } from "./auth";
import { createdAt, id, oneOf, reference } from "./columns";

/**
 * Events of a channel a person takes SCHEDULED: kept here until the daily digest (run by the
 * reminders cron) puts every pending line of one person into one mail and stamps `digestedOn`.
 */
export const scheduledNotifications = pgTable(
  "scheduled_notifications",
  {
    id: id(),
    userId: reference("user_id", () => user.id, "cascade"),
    channel: text("channel").notNull(),
    /** One line of the digest, plain text (escaped when the digest is rendered). */
    summary: text("summary").notNull(),
    /** Where the line points in the app (a path, joined to the deployment URL at render time). */
    path: text("path").notNull(),
    digestedOn: date("digested_on", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    // The digest reads what is still pending, per person.
    index("scheduled_notifications_pending_idx").on(t.userId, t.createdAt),
    oneOf("scheduled_notifications_channel_check", t.channel, NOTIFICATION_CHANNELS),
  ],
);
