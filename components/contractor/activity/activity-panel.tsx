"use client";

import { History } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { formatMoment } from "@/components/contractor/comments/format-moment";
import { useTimeZone } from "@/components/contractor/comments/use-time-zone";
import { EmptyState } from "@/components/ui/empty-state";
import { useFormat } from "@/hooks/use-format";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { describeActivity } from "./describe-activity";

/** The server sends at most this many entries of a timesheet's log. */
const ACTIVITY_LIMIT = 50;

/** The timesheet's timeline: who did what and when, newest first, in plain words. */
export function ActivityPanel({ timesheet }: { timesheet: TimesheetDetail }) {
  const t = useTranslations("contractor.activity");
  const enums = useTranslations("enums");
  const format = useFormat();
  const headingId = useId();
  const timeZone = useTimeZone();
  const items = describeActivity({ t, enums, format }, timesheet.activity);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <History aria-hidden="true" className="size-4 text-muted-foreground" />
        {t("title")}
      </h2>
      {items.length === 0 ? (
        <EmptyState
          icon={History}
          title={t("emptyTitle")}
          description={t("emptyDescription")}
          className="py-6"
        />
      ) : (
        <ol tabIndex={0} aria-label={t("list", { period: format.month(timesheet.billingPeriod) })} className="flex max-h-96 flex-col overflow-y-auto rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {items.map((item) => (
            <li key={item.id} className="relative border-l py-2 pl-4 text-sm before:absolute before:-left-[4.5px] before:top-3.5 before:size-2 before:rounded-full before:bg-muted-foreground/40">
              <p>
                <span className="font-medium">{item.actor}</span> {item.text}
              </p>
              {item.detail ? <p className="text-xs text-muted-foreground">{item.detail}</p> : null}
              <time dateTime={item.at} className="text-xs text-muted-foreground">
                {formatMoment(format, item.at, timeZone)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {timesheet.activity.length >= ACTIVITY_LIMIT ? (
        <p className="text-xs text-muted-foreground">{t("latest", { count: ACTIVITY_LIMIT })}</p>
      ) : null}
    </section>
  );
}
