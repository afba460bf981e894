import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, reference } from "./columns";
import { expenseRecords, timesheetRecords, timesheets } from "./timesheets";

/** One thread per timesheet, per record or per expense; `read` is per person (thread_reads). */
export const messageThreads = pgTable(
  "message_threads",
  {
    id: id(),
    timesheetId: reference("timesheet_id", () => timesheets.id, "cascade"),
    timesheetRecordId: uuid("timesheet_record_id").references(() => timesheetRecords.id, { onDelete: "cascade" }),
    expenseRecordId: uuid("expense_record_id").references(() => expenseRecords.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("message_threads_timesheet_idx").on(t.timesheetId),
    check(
      "message_threads_single_subject_check",
      sql`${t.timesheetRecordId} is null or ${t.expenseRecordId} is null`,
    ),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    threadId: reference("thread_id", () => messageThreads.id, "cascade"),
    userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_thread_idx").on(t.threadId, t.createdAt),
    check("messages_text_check", sql`length(trim(${t.text})) > 0 and length(${t.text}) <= 5000`),
  ],
);

export const threadReads = pgTable(
  "thread_reads",
  {
    threadId: reference("thread_id", () => messageThreads.id, "cascade"),
    userId: reference("user_id", () => user.id, "cascade"),
    readAt: timestamp("read_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);
