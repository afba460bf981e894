import { MessageSquareWarning } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { Component } from "@/lib/domain/reference";
import { componentStatusOf } from "@/lib/domain/statuses";
import { formatsFor } from "@/lib/format/formats";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { contestReason } from "./contest-reason";

/** A contested component says why above its content, so the correction starts from the reviewer's words. */
export function ContestedNotice({ timesheet, component }: { timesheet: TimesheetDetail; component: Component }) {
  const t = useTranslations("contractor.workspace.contested");
  const enums = useTranslations("enums");
  const format = formatsFor(useLocale());
  if (componentStatusOf(timesheet, component) !== "CONTESTED") return null;
  const reason = contestReason(timesheet, component);
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
