"use client";

import { MessageSquare } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CommentTarget } from "@/lib/schemas/messages";
import { cn } from "@/lib/cn";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { MessageThread } from "./message-thread";
import { ThreadDialog } from "./thread-dialog";
import { subjectLabel, threadOf } from "./thread-target";
import { useSubjectWords } from "./use-subject-words";

/**
 * The comments of one record or expense: an icon button with the number of messages, marked
 * when some are unread, that opens the thread.
 */
export function SubjectCommentsButton({ timesheet, target }: { timesheet: TimesheetDetail; target: CommentTarget }) {
  const t = useTranslations("contractor.comments");
  const words = useSubjectWords();
  const [open, setOpen] = useState(false);
  const thread = threadOf(timesheet, target);
  const count = thread?.messages.length ?? 0;
  const unread = Boolean(thread && !thread.read && count > 0);
  const subject = subjectLabel(words, timesheet, target);
  const summary = count === 0 ? t("noneYet") : unread ? t("messagesUnread", { count }) : t("messages", { count });
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t("onSubject", { subject, summary })}
      data-unread={unread || undefined}
      className={cn("relative gap-1 px-2", unread && "text-primary")}
    >
      <MessageSquare aria-hidden="true" className={cn(unread && "fill-primary/15")} />
      {count > 0 ? <span className="tabular-nums">{count}</span> : null}
      {unread ? <span aria-hidden="true" className="absolute right-1 top-1 size-2 rounded-full bg-primary" /> : null}
    </Button>
  );
  return (
    <ThreadDialog
      trigger={trigger}
      title={t("title")}
      description={t("on", { subject })}
      open={open}
      onOpenChange={setOpen}
    >
      <MessageThread timesheet={timesheet} target={target} />
    </ThreadDialog>
  );
}
