import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/server/db";
import { messages, messageThreads, threadReads } from "@/server/db/schema";

/**
 * A contest reason lands in the timesheet's own message thread (not a record's or an expense's),
 * so the contractor reads it where they discuss the timesheet. Creates the thread when missing.
 */
export async function postContestReason(
  tx: Tx,
  { timesheetId, authorName, userId, text }: { timesheetId: string; authorName: string; userId: string | null; text: string },
): Promise<{ threadId: string; messageId: string }> {
  const [existing] = await tx
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.timesheetId, timesheetId), isNull(messageThreads.timesheetRecordId), isNull(messageThreads.expenseRecordId)))
    .orderBy(asc(messageThreads.createdAt), asc(messageThreads.id))
    .limit(1);
  const threadId = existing?.id ?? (await tx.insert(messageThreads).values({ timesheetId }).returning({ id: messageThreads.id }))[0]?.id;
  if (!threadId) throw new Error("The message thread was not created.");
  const [message] = await tx.insert(messages).values({ threadId, userId, authorName, text }).returning({ id: messages.id });
  if (!message) throw new Error("The message was not created.");
  // The author has read what they wrote; reviewers have no account, so nothing to mark for them.
  if (userId !== null) {
    await tx
      .insert(threadReads)
      .values({ threadId, userId })
      .onConflictDoUpdate({ target: [threadReads.threadId, threadReads.userId], set: { readAt: sql`now()` } });
  }
  return { threadId, messageId: message.id };
}
