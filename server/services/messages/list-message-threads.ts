import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Message, MessageThread } from "@/lib/schemas/messages";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { messages, messageThreads, threadReads } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";

/** Drivers hand json out parsed; should one give the text, it is parsed here. */
function parsedJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

type MessageJson = { id: string; userId: string | null; authorName: string; text: string; timestamp: string };

/**
 * The message threads of one timesheet (or one thread by id), each with its messages oldest
 * first and whether the actor has read them all. One query whatever the number of threads: the
 * messages come as a JSON list per thread, the actor's last read beside it.
 * The caller has already checked that the actor may see the timesheet.
 */
export async function listMessageThreads(
  db: DbOrTx,
  actor: Actor,
  which: { timesheetId: string } | { threadId: string },
): Promise<MessageThread[]> {
  const where = "threadId" in which ? eq(messageThreads.id, which.threadId) : eq(messageThreads.timesheetId, which.timesheetId);
  // Subqueries name their columns by hand: drizzle leaves a single-table select unqualified,
  // and "id" would then bind to the inner table instead of the thread.
  const messageJson = sql`json_build_object('id', m.id, 'userId', m.user_id, 'authorName', m.author_name, 'text', m.text, 'timestamp', ${isoTimestampSql(sql`m.created_at`)})`;
  const threads = await db
    .select({
      id: messageThreads.id,
      timesheetId: messageThreads.timesheetId,
      timesheetRecordId: messageThreads.timesheetRecordId,
      expenseRecordId: messageThreads.expenseRecordId,
      messages: sql<unknown>`coalesce((select json_agg(${messageJson} order by m.created_at, m.id) from ${messages} m where m.thread_id = "message_threads"."id"), '[]'::json)`,
      readAt: actor.userId
        ? sql<string | null>`(select ${isoTimestampSql(sql`r.read_at`)} from ${threadReads} r where r.thread_id = "message_threads"."id" and r.user_id = ${actor.userId})`
        : sql<string | null>`null::text`,
    })
    .from(messageThreads)
    .where(where)
    .orderBy(asc(messageThreads.createdAt), asc(messageThreads.id));
  return threads.map(({ messages: list, readAt, ...thread }) => {
    const own: Message[] = parsedJson<MessageJson[]>(list).map((row) => ({ id: row.id, user: { id: row.userId, name: row.authorName }, text: row.text, timestamp: row.timestamp }));
    const last = own.at(-1);
    // Read once the caller's last visit is no earlier than the newest message; ISO UTC strings
    // of one fixed width compare as instants.
    const read = last === undefined || (readAt !== null && readAt >= last.timestamp);
    return { ...thread, read, messages: own };
  });
}
