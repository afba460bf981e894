"use client";

import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import type { CommentTarget } from "@/lib/schemas/messages";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { MessageThread } from "./message-thread";
import { subjectLabel, targetOfThread, unreadThreads } from "./thread-target";
import { useSubjectWords } from "./use-subject-words";

interface PanelProps {
  timesheet: TimesheetDetail;
  target: CommentTarget;
  onTargetChange: (target: CommentTarget) => void;
}

/** The timesheet's conversation, with the unread ones of its records and expenses one click away. */
export function TimesheetCommentsPanel({ timesheet, target, onTargetChange }: PanelProps) {
  const t = useTranslations("contractor.comments");
  const words = useSubjectWords();
  const headingId = useId();
  const own: CommentTarget = { subject: "TIMESHEET", id: timesheet.id };
  const elsewhere = unreadThreads(timesheet).filter((thread) => targetOfThread(thread).subject !== "TIMESHEET");
  const onOwn = target.subject === "TIMESHEET";
  return (
    <div className="flex flex-col gap-4">
      {!onOwn ? (
        <Button variant="link" size="sm" className="self-start px-0" onClick={() => onTargetChange(own)}>
          <ArrowLeft aria-hidden="true" />
          {t("back")}
        </Button>
      ) : null}
      {onOwn && elsewhere.length > 0 ? (
        <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-md border border-primary/30 bg-primary/5 p-3">
          <h3 id={headingId} className="text-xs font-medium">
            {t("unreadElsewhere")}
          </h3>
          <ul className="flex flex-col gap-1">
            {elsewhere.map((thread) => {
              const subject = targetOfThread(thread);
              const last = thread.messages.at(-1);
              return (
                <li key={thread.id}>
                  <button
                    type="button"
                    onClick={() => onTargetChange(subject)}
                    className="w-full rounded-sm px-2 py-1 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="font-medium">{subjectLabel(words, timesheet, subject, "heading")}</span>
                    {last ? <span className="block truncate text-xs text-muted-foreground">{`${last.user.name}: ${last.text}`}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <MessageThread key={`${target.subject}:${target.id}`} timesheet={timesheet} target={target} />
    </div>
  );
}
