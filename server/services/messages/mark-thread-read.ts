import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { AppError, fieldIssue, forbidden, notFound, type Refusal } from "@/lib/errors";
import type { MarkThreadReadBody, MessageThread } from "@/lib/schemas/messages";
import type { Actor } from "@/server/auth/actor";
import type { Database, DbOrTx } from "@/server/db";
import { messageThreads, threadReads, timesheets } from "@/server/db/schema";
import { timesheetScope } from "@/server/services/timesheets/find-timesheet";
import { listMessageThreads } from "./list-message-threads";

/** Records that the actor has now read the thread; a later message makes it unread again. */
export async function markThreadReadFor(db: DbOrTx, actor: Actor, threadId: string): Promise<void> {
  // Read state belongs to a person; the admin API key has none.
  if (!actor.userId) return;
  await db
    .insert(threadReads)
    .values({ threadId, userId: actor.userId })
    .onConflictDoUpdate({ target: [threadReads.threadId, threadReads.userId], set: { readAt: sql`now()` } });
}

/**
 * Marks a thread read for the caller (spec point 4). The body names the timesheet and record the
 * thread belongs to (spec point 5); ids that do not match the thread are refused with 400, a
 * thread on someone else's timesheet is 404.
 */
export async function markThreadRead(db: Database, actor: Actor, threadId: string, body: MarkThreadReadBody): Promise<MessageThread> {
  if (!actor.userId) throw forbidden({ key: "onlySignedPersonThreads" });
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .select({
        timesheetId: messageThreads.timesheetId,
        timesheetRecordId: messageThreads.timesheetRecordId,
        expenseRecordId: messageThreads.expenseRecordId,
      })
      .from(messageThreads)
      .innerJoin(timesheets, eq(timesheets.id, messageThreads.timesheetId))
      .where(and(eq(messageThreads.id, threadId), timesheetScope(actor)));
    if (!thread) throw notFound("messageThread");
    const mismatch = (["timesheetId", "timesheetRecordId", "expenseRecordId"] as const).find(
      (key) => (body[key] ?? null) !== thread[key],
    );
    if (mismatch) {
      const mismatched: Refusal = { key: "threadFieldMismatch", values: { field: mismatch } };
      throw new AppError("BAD_REQUEST", mismatched, [fieldIssue(mismatch, mismatched)]);
    }
    await markThreadReadFor(tx, actor, threadId);
    const [read] = await listMessageThreads(tx, actor, { threadId });
    if (!read) throw new Error("The thread just read is gone.");
    return read;
  });
}
