"use client";

import { MessageSquareWarning } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useMarkThreadRead } from "@/hooks/use-messages";
import type { Component } from "@/lib/domain/reference";
import { componentStatusOf } from "@/lib/domain/statuses";
import { formatsFor } from "@/lib/format/formats";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { contestReason, type ContestReason } from "./contest-reason";

/**
 * The contest's reason is also the newest message of the timesheet's own conversation: shown here in
 * full, it has been read, so the conversation is marked read and the Comments badge goes (it stayed,
 * counting a message the contractor had just read above the tab). Only when the reason is the newest
 * message: a later one the notice does not show keeps the badge. Marked once per state of the thread;
 * a failed mark leaves the badge, which opening the comments clears.
 */
function useReasonRead(timesheet: TimesheetDetail, reason: ContestReason | null) {
  const { mutate } = useMarkThreadRead(timesheet.id);
  const marked = useRef<string | null>(null);
  const own = timesheet.messageThread;
  const newest = own?.messages.at(-1);
  const shown = Boolean(reason && own && !own.read && newest && newest.text === reason.text);
  useEffect(() => {
    if (!shown || !own) return;
    const key = `${own.id}:${own.messages.length}`;
    if (marked.current === key) return;
    marked.current = key;
    mutate(own);
  }, [shown, own, mutate]);
}

/** A contested component says why above its content, so the correction starts from the reviewer's words. */
export function ContestedNotice({ timesheet, component }: { timesheet: TimesheetDetail; component: Component }) {
  const t = useTranslations("contractor.workspace.contested");
  const enums = useTranslations("enums");
  const format = formatsFor(useLocale());
  const contested = componentStatusOf(timesheet, component) === "CONTESTED";
  const reason = contested ? contestReason(timesheet, component) : null;
  useReasonRead(timesheet, reason);
  if (!contested) return null;
  const label = enums(`component.${component}`);
  return (
    <section
      aria-label={t("region", { component })}
      className="mt-3 flex gap-3 rounded-md border border-status-contested/40 bg-status-contested/10 px-3 py-2 text-sm"
    >
      <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-contested" />
      <div className="flex flex-col gap-0.5">
        <p className="font-medium">
          {reason?.author ? t("titleBy", { component: label, author: reason.author }) : t("title", { component: label })}
          {reason?.timestamp ? <span className="font-normal text-muted-foreground"> · {format.timestamp(reason.timestamp)}</span> : null}
        </p>
        <p className="whitespace-pre-line">{reason?.text ?? t("noReason")}</p>
        <p className="text-xs text-muted-foreground">
          {t("fix", { component })}
        </p>
      </div>
    </section>
  );
}
