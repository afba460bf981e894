"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { useMarkThreadRead, usePostMessage } from "@/hooks/use-messages";
import type { CommentTarget } from "@/lib/schemas/messages";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { CommentForm } from "./comment-form";
import { MessageList } from "./message-list";
import { threadOf } from "./thread-target";

/**
 * One conversation: its messages and the form to add one. Showing an unread thread marks it
 * read (spec point 4); each unread state is marked once, so a failure does not loop.
 */
export function MessageThread({ timesheet, target }: { timesheet: TimesheetDetail; target: CommentTarget }) {
  const t = useTranslations("contractor.comments");
  const thread = threadOf(timesheet, target);
  const post = usePostMessage(timesheet.id);
  const markRead = useMarkThreadRead(timesheet.id);
  const marked = useRef<string | null>(null);
  const { mutate } = markRead;

  useEffect(() => {
    if (!thread || thread.read) return;
    const key = `${thread.id}:${thread.messages.length}`;
    if (marked.current === key) return;
    marked.current = key;
    mutate(thread, {
      onError: (error) => toast({ title: t("error"), description: error.message, variant: "destructive" }),
    });
  }, [thread, mutate, t]);

  return (
    <div className="flex flex-col gap-4">
      <MessageList messages={thread?.messages ?? []} emptyText={t("empty")} />
      <CommentForm pending={post.isPending} onSend={(text) => post.mutateAsync({ target, text })} />
    </div>
  );
}
