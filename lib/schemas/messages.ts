import { z } from "zod";
import type { ErrorIssue } from "@/lib/errors";
import { isoTimestamp, uuid } from "./common";
import { fieldIssue } from "@/lib/errors";
import { keyed } from "./error-map";

export const COMMENT_SUBJECTS = ["TIMESHEET", "TIMESHEET_RECORD", "EXPENSE_RECORD"] as const;
export type CommentSubject = (typeof COMMENT_SUBJECTS)[number];

export const MESSAGE_TEXT_MAX = 5000;

/** The comment payload of spec point 3; the author comes from the session, never from the body. */
export const createMessageBody = z.object({
  subject: z.enum(COMMENT_SUBJECTS, { error: keyed("fieldOneOf", { field: "subject", values: COMMENT_SUBJECTS.join(", ") }) }).optional(),
  text: z
    .string({ error: keyed("writeMessage") })
    .trim()
    .min(1, { error: keyed("writeMessage") })
    .max(MESSAGE_TEXT_MAX, { error: keyed("messageMostMaxCharacters", { max: MESSAGE_TEXT_MAX }) }),
  timesheetId: uuid.optional(),
  timesheetRecordId: uuid.optional(),
  expenseRecordId: uuid.optional(),
});
export type CreateMessageBody = z.infer<typeof createMessageBody>;

/** What a comment is about, and the id of that timesheet, record or expense. */
export type CommentTarget = { subject: CommentSubject; id: string };

/** The subject named in the body, else the one its ids imply. */
export function commentSubjectOf(body: Pick<CreateMessageBody, "subject" | "timesheetRecordId" | "expenseRecordId">): CommentSubject {
  if (body.subject) return body.subject;
  if (body.timesheetRecordId) return "TIMESHEET_RECORD";
  if (body.expenseRecordId) return "EXPENSE_RECORD";
  return "TIMESHEET";
}

const MISSING_ID: Record<CommentSubject, ErrorIssue> = {
  TIMESHEET: fieldIssue("timesheetId", { key: "cannotCommentTimesheetWithout" }),
  TIMESHEET_RECORD: fieldIssue("timesheetRecordId", { key: "cannotCommentTimesheetRecord" }),
  EXPENSE_RECORD: fieldIssue("expenseRecordId", { key: "cannotCommentExpenseRecord" }),
};

/**
 * What a comment is about, or why the body cannot say: the id it needs is missing (with the
 * words of spec point 5), or it names a record and an expense at once (a comment is about one thing).
 */
export function commentTarget(body: Omit<CreateMessageBody, "text">): { target: CommentTarget } | { issue: ErrorIssue } {
  const subject = commentSubjectOf(body);
  const ids: Record<CommentSubject, string | undefined> = {
    TIMESHEET: body.timesheetId,
    TIMESHEET_RECORD: body.timesheetRecordId,
    EXPENSE_RECORD: body.expenseRecordId,
  };
  const id = ids[subject];
  if (!id) return { issue: MISSING_ID[subject] };
  const records: CommentSubject[] = ["TIMESHEET_RECORD", "EXPENSE_RECORD"];
  if (records.some((other) => other !== subject && ids[other])) {
    return { issue: fieldIssue("subject", { key: "commentAboutTimesheetRecord" }) };
  }
  return { target: { subject, id } };
}

/** Marking a thread read names the ids it belongs to, as the spec asks ("record id, thread id and timesheet id"). */
export const markThreadReadBody = z.object({
  timesheetId: uuid,
  timesheetRecordId: uuid.nullish(),
  expenseRecordId: uuid.nullish(),
});
export type MarkThreadReadBody = z.infer<typeof markThreadReadBody>;

export const messageSchema = z.object({
  id: uuid,
  /** id is null for reviewers (no account) and the admin API key. */
  user: z.object({ id: uuid.nullable(), name: z.string() }),
  text: z.string(),
  timestamp: isoTimestamp,
});
export type Message = z.infer<typeof messageSchema>;

export const messageThreadSchema = z.object({
  id: uuid,
  timesheetId: uuid,
  timesheetRecordId: uuid.nullable(),
  expenseRecordId: uuid.nullable(),
  /** Whether the caller has read every message of the thread. */
  read: z.boolean(),
  messages: z.array(messageSchema),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;
