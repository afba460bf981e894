import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS, AUDITED_ENTITY_TYPES, MAIL_STATUSES, NOTIFICATION_TYPES } from "@/lib/domain/reference";
import { user } from "./auth";
import { createdAt, id, json, oneOf, oneOfOrNull, updatedAt } from "./columns";

/** Audit trail of timesheets and records, written in the same transaction as the change. */
export const activityLogs = pgTable(
  "activity_logs",
  {
    id: id(),
    actorUserId: uuid("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    actorLabel: text("actor_label").notNull(),
    /** The API key the change came with (its id and its name then); no reference, as the key may be deleted when it expires. */
    apiKeyId: uuid("api_key_id"),
    apiKeyName: text("api_key_name"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    /** The timesheet the change belongs to, so a timeline is one indexed query. */
    timesheetId: uuid("timesheet_id"),
    /** What the person did (prepare-component, submit, contest...), beside the row-level action. */
    event: text("event"),
    before: json("before"),
    after: json("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_logs_timesheet_idx").on(t.timesheetId, t.createdAt),
    index("activity_logs_entity_idx").on(t.entityType, t.entityId),
    index("activity_logs_actor_idx").on(t.actorUserId, t.createdAt),
    // The unfiltered log is read newest first with a (created_at, id) cursor.
    index("activity_logs_created_idx").on(t.createdAt, t.id),
    oneOf("activity_logs_action_check", t.action, AUDIT_ACTIONS),
    oneOf("activity_logs_entity_type_check", t.entityType, AUDITED_ENTITY_TYPES),
  ],
);

export const configurations = pgTable("configurations", {
  id: id(),
  key: text("key").notNull().unique(),
  value: json("value").notNull(),
  description: text("description"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every e-mail goes through here first, so a mail server outage loses nothing. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    notificationType: text("notification_type"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status").notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "string" }),
    /** Set by jobs that may run twice (reminders, digests): the unique key makes the second insert a no-op. */
    dedupeKey: text("dedupe_key"),
    /**
     * The secret of a link in the mail (invitation or review token), AES-GCM sealed with
     * SERVICE_KEY; the stored bodies hold a marker in its place, filled in only when sending.
     */
    sealedSecret: text("sealed_secret"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("mail_outbox_dedupe_key_key").on(t.dedupeKey),
    oneOf("mail_outbox_status_check", t.status, MAIL_STATUSES),
    oneOfOrNull("mail_outbox_notification_type_check", t.notificationType, NOTIFICATION_TYPES),
    check("mail_outbox_attempts_check", sql`${t.attempts} >= 0`),
  ],
);
