import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Message, MessageThread } from "@/lib/schemas/messages";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { messages, messageThreads, threadReads } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";

/**
 * The message threads of one timesheet (or one thread by id), each with its messages oldest
 * first and whether the actor has read them all. Three queries whatever the number of threads.
 * The caller has already checked that the actor may see the timesheet.
 */
export async function listMessageThreads(
  db: DbOrTx,
  actor: Actor,
  which: { timesheetId: string } | { threadId: string },
): Promise<MessageThread[]> {
  const where = "threadId" in which ? eq(messageThreads.id, which.threadId) : eq(messageThreads.timesheetId, which.timesheetId);
  const threads = await db
    .select({
      id: messageThreads.id,
      timesheetId: messageThreads.timesheetId,
      timesheetRecordId: messageThreads.timesheetRecordId,
      expenseRecordId: messageThreads.expenseRecordId,
    })
    .from(messageThreads)
    .where(where)
    .orderBy(asc(messageThreads.createdAt), asc(messageThreads.id));
  if (threads.length === 0) return [];
  const ids = threads.map((thread) => thread.id);
  const [rows, reads] = await Promise.all([
    db
      .select({
        id: messages.id,
        threadId: messages.threadId,
        userId: messages.userId,
        authorName: messages.authorName,
        text: messages.text,
        timestamp: isoTimestampSql(messages.createdAt),
      })
      .from(messages)
      .where(inArray(messages.threadId, ids))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    actor.userId
      ? db
          .select({ threadId: threadReads.threadId, readAt: isoTimestampSql(threadReads.readAt) })
          .from(threadReads)
          .where(and(eq(threadReads.userId, actor.userId), inArray(threadReads.threadId, ids)))
      : Promise.resolve([]),
  ]);
  const readAt = new Map(reads.map((read) => [read.threadId, read.readAt]));
  return threads.map((thread) => {
    const own: Message[] = rows
      .filter((row) => row.threadId === thread.id)
      .map((row) => ({ id: row.id, user: { id: row.userId, name: row.authorName }, text: row.text, timestamp: row.timestamp }));
    const last = own.at(-1);
    const seen = readAt.get(thread.id);
    // Read once the caller's last visit is no earlier than the newest message; ISO UTC strings
    // of one fixed width compare as instants.
    const read = last === undefined || (seen !== undefined && seen >= last.timestamp);
    return { ...thread, read, messages: own };
  });
}
