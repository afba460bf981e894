import type { CommentTarget } from "@/lib/schemas/messages";
import type { useTranslations } from "next-intl";
import { isExpenseCategory } from "@/components/timesheet/enum-guards";
import type { Formats } from "@/lib/format/formats";
import type { EnumWords } from "@/lib/format/labels";
import type { MessageThread } from "@/lib/schemas/messages";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

/** The thread the timesheet detail holds for a target, or null when nobody has commented yet. */
export function threadOf(timesheet: TimesheetDetail, target: CommentTarget): MessageThread | null {
  const matches = (thread: MessageThread) => {
    if (target.subject === "TIMESHEET_RECORD") return thread.timesheetRecordId === target.id;
    if (target.subject === "EXPENSE_RECORD") return thread.expenseRecordId === target.id;
    return thread.timesheetRecordId === null && thread.expenseRecordId === null;
  };
  if (target.subject === "TIMESHEET" && timesheet.messageThread) return timesheet.messageThread;
  return timesheet.messageThreads.find(matches) ?? null;
}

/** What a thread is about, as a target. */
export function targetOfThread(thread: MessageThread): CommentTarget {
  if (thread.timesheetRecordId) return { subject: "TIMESHEET_RECORD", id: thread.timesheetRecordId };
  if (thread.expenseRecordId) return { subject: "EXPENSE_RECORD", id: thread.expenseRecordId };
  return { subject: "TIMESHEET", id: thread.timesheetId };
}

/** What useTranslations("contractor.comments") returns. */
export type CommentWords = ReturnType<typeof useTranslations<"contractor.comments">>;

/**
 * "the fee record of 05 Nov 2026", "the expense of 04 Nov 2026 (Flights)", "the timesheet of
 * November 2026" (after "On", "Comments on"); as a heading ("The fee record of…") with `heading`.
 */
export function subjectLabel(
  words: { t: CommentWords; enums: EnumWords; format: Formats },
  timesheet: TimesheetDetail,
  target: CommentTarget,
  form: "subject" | "heading" = "subject",
): string {
  const { t, enums, format } = words;
  if (target.subject === "TIMESHEET_RECORD") {
    const record = timesheet.timesheetRecords.find((r) => r.id === target.id);
    return record ? t(`${form}.record`, { date: format.date(record.date) }) : t(`${form}.someRecord`);
  }
  if (target.subject === "EXPENSE_RECORD") {
    const expense = timesheet.expenseRecords.find((e) => e.id === target.id);
    if (!expense) return t(`${form}.someExpense`);
    const category = isExpenseCategory(expense.category) ? enums(`expenseCategory.${expense.category}`) : expense.category;
    return t(`${form}.expense`, { date: format.date(expense.date), category });
  }
  return t(`${form}.timesheet`, { period: format.month(timesheet.billingPeriod) });
}

/** Threads with messages the reader has not seen, the timesheet's own first. */
export function unreadThreads(timesheet: TimesheetDetail): MessageThread[] {
  const unread = timesheet.messageThreads.filter((thread) => !thread.read && thread.messages.length > 0);
  const own = timesheet.messageThread;
  if (own && !own.read && own.messages.length > 0 && !unread.some((t) => t.id === own.id)) unread.unshift(own);
  return unread.sort((a, b) => Number(targetOfThread(a).subject !== "TIMESHEET") - Number(targetOfThread(b).subject !== "TIMESHEET"));
}
