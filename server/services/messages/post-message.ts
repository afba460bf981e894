import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { AppError, fieldIssue, issueRefusal, notFound, type Refusal } from "@/lib/errors";
import { commentTarget, type CommentTarget, type CreateMessageBody, type MessageThread } from "@/lib/schemas/messages";
import type { Actor } from "@/server/auth/actor";
import type { Database, Tx } from "@/server/db";
import { expenseRecords, messages, messageThreads, timesheetRecords, timesheets } from "@/server/db/schema";
import { findTimesheetFor, timesheetScope } from "@/server/services/timesheets/find-timesheet";
import { listMessageThreads } from "./list-message-threads";
import { markThreadReadFor } from "./mark-thread-read";

type Subject = { timesheetId: string; timesheetRecordId: string | null; expenseRecordId: string | null };

/**
 * Comments on a timesheet, one of its records or one of its expenses: finds the subject's
 * thread or starts it, adds the message as the actor, and marks the thread read for them.
 * A contractor reaches only their own timesheets (404 otherwise).
 */
export async function postMessage(db: Database, actor: Actor, body: CreateMessageBody): Promise<MessageThread> {
  const resolved = commentTarget(body);
  if ("issue" in resolved) throw new AppError("BAD_REQUEST", issueRefusal(resolved.issue), [resolved.issue]);
  return db.transaction(async (tx) => {
    const subject = await subjectOf(tx, actor, resolved.target, body.timesheetId);
    // Locking the timesheet makes "find or start the thread" safe against a second comment racing in.
    await findTimesheetFor(tx, actor, subject.timesheetId, { forUpdate: true });
    const threadId = (await findThread(tx, subject)) ?? (await startThread(tx, subject));
    await tx.insert(messages).values({ threadId, userId: actor.userId, authorName: actor.name, text: body.text });
    await markThreadReadFor(tx, actor, threadId);
    const [thread] = await listMessageThreads(tx, actor, { threadId });
    if (!thread) throw new Error("The thread just written is gone.");
    return thread;
  });
}

/** The timesheet and record the comment is about, each checked against what the actor may see. */
async function subjectOf(tx: Tx, actor: Actor, target: CommentTarget, timesheetId: string | undefined): Promise<Subject> {
  if (target.subject === "TIMESHEET") return { timesheetId: target.id, timesheetRecordId: null, expenseRecordId: null };
  const isRecord = target.subject === "TIMESHEET_RECORD";
  const table = isRecord ? timesheetRecords : expenseRecords;
  const [record] = await tx
    .select({ timesheetId: table.timesheetId })
    .from(table)
    .innerJoin(timesheets, eq(timesheets.id, table.timesheetId))
    .where(and(eq(table.id, target.id), timesheetScope(actor)));
  if (!record) throw notFound(isRecord ? "timesheetRecord" : "expenseRecord");
  if (timesheetId && timesheetId !== record.timesheetId) {
    const elsewhere: Refusal = { key: isRecord ? "recordOfAnotherTimesheet" : "expenseOfAnotherTimesheet" };
    throw new AppError("BAD_REQUEST", elsewhere, [fieldIssue("timesheetId", elsewhere)]);
  }
  return {
    timesheetId: record.timesheetId,
    timesheetRecordId: isRecord ? target.id : null,
    expenseRecordId: isRecord ? null : target.id,
  };
}

async function findThread(tx: Tx, subject: Subject): Promise<string | undefined> {
  const [thread] = await tx
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.timesheetId, subject.timesheetId),
        subject.timesheetRecordId ? eq(messageThreads.timesheetRecordId, subject.timesheetRecordId) : isNull(messageThreads.timesheetRecordId),
        subject.expenseRecordId ? eq(messageThreads.expenseRecordId, subject.expenseRecordId) : isNull(messageThreads.expenseRecordId),
      ),
    )
    .orderBy(messageThreads.createdAt)
    .limit(1);
  return thread?.id;
}

async function startThread(tx: Tx, subject: Subject): Promise<string> {
  const [thread] = await tx.insert(messageThreads).values(subject).returning({ id: messageThreads.id });
  if (!thread) throw new Error("The message thread was not created.");
  return thread.id;
}
