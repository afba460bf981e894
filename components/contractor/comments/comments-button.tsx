"use client";

import { MessagesSquare } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CommentTarget } from "@/lib/schemas/messages";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { TimesheetCommentsPanel } from "./timesheet-comments-panel";
import { ThreadDialog } from "./thread-dialog";
import { subjectLabel, unreadThreads } from "./thread-target";
import { useSubjectWords } from "./use-subject-words";

/**
 * The timesheet's comments for the workspace header. The badge counts the conversations with
 * unread messages anywhere on the timesheet (its own, its records', its expenses'), and the panel
 * lists the others so each can be read from here.
 */
export function CommentsButton({ timesheet }: { timesheet: TimesheetDetail }) {
  const t = useTranslations("contractor.comments");
  const words = useSubjectWords();
  const own: CommentTarget = { subject: "TIMESHEET", id: timesheet.id };
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<CommentTarget>(own);
  const unread = unreadThreads(timesheet).length;

  function onOpenChange(next: boolean) {
    setOpen(next);
    // Reopening starts at the timesheet's own conversation.
    if (!next) setTarget(own);
  }

  const trigger = (
    <Button variant="outline" size="sm" aria-label={unread > 0 ? t("unreadCount", { count: unread }) : t("title")} data-unread={unread || undefined}>
      <MessagesSquare aria-hidden="true" />
      {t("title")}
      {unread > 0 ? (
        <span aria-hidden="true" className="ml-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-semibold leading-none text-primary-foreground">
          {unread}
        </span>
      ) : null}
    </Button>
  );
  return (
    <ThreadDialog
      trigger={trigger}
      title={t("title")}
      description={t("on", { subject: subjectLabel(words, timesheet, target) })}
      open={open}
      onOpenChange={onOpenChange}
    >
      <TimesheetCommentsPanel timesheet={timesheet} target={target} onTargetChange={setTarget} />
    </ThreadDialog>
  );
}
