"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { CommentTarget, CreateMessageBody, MessageThread } from "@/lib/schemas/messages";
import { queryKeys } from "./query-keys";

/** The body of POST /api/messages for a target: the subject and the one id it needs, beside the timesheet. */
export function messageBody(timesheetId: string, target: CommentTarget, text: string): CreateMessageBody {
  const body: CreateMessageBody = { subject: target.subject, text, timesheetId: target.subject === "TIMESHEET" ? target.id : timesheetId };
  if (target.subject === "TIMESHEET_RECORD") body.timesheetRecordId = target.id;
  if (target.subject === "EXPENSE_RECORD") body.expenseRecordId = target.id;
  return body;
}

/**
 * Posts a comment. The thread lives in the timesheet detail (its own, its records' and its
 * expenses'), so exactly that query is refreshed; the mutation stays pending until it has, so the
 * new message is on screen when the form clears.
 */
export function usePostMessage(timesheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, text }: { target: CommentTarget; text: string }) =>
      apiFetch<{ data: MessageThread }>("/api/messages", { method: "POST", body: messageBody(timesheetId, target, text) }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.detail(timesheetId) }),
  });
}

/** Marks a thread read for the caller; the API wants the ids the thread belongs to (spec point 5). */
export function useMarkThreadRead(timesheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (thread: Pick<MessageThread, "id" | "timesheetId" | "timesheetRecordId" | "expenseRecordId">) =>
      apiFetch<{ data: MessageThread }>(`/api/message-threads/${thread.id}`, {
        method: "PUT",
        body: { timesheetId: thread.timesheetId, timesheetRecordId: thread.timesheetRecordId, expenseRecordId: thread.expenseRecordId },
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.detail(timesheetId) }),
  });
}
