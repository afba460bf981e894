"use client";

import { useTranslations } from "next-intl";
import { ActivityPanel } from "@/components/contractor/activity/activity-panel";
import { BillingDetailsChecklist } from "@/components/contractor/billing/billing-details-checklist";
import { Skeleton } from "@/components/ui/skeleton";
import { useTimesheet } from "@/hooks/use-timesheet";
import { ApiError } from "@/lib/api-client";
import type { IsoDate } from "@/lib/domain/dates";
import { defaultTimesheet } from "@/lib/domain/selection";
import type { ProjectEngagement } from "@/lib/schemas/engagements";
import { ComponentTabs } from "./component-tabs";
import type { WorkspaceUrlState } from "./use-workspace-url";
import { LoadFailed, TimesheetNotFound } from "./workspace-empty";
import { WorkspaceHeader } from "./workspace-header";

export interface TimesheetWorkspaceProps {
  engagement: ProjectEngagement;
  pickable: readonly ProjectEngagement[];
  timesheetId: string;
  url: WorkspaceUrlState;
  today: IsoDate;
}

/** One timesheet: the header row, the three component tabs with their actions, and the activity beside them. */
export function TimesheetWorkspace({ engagement, pickable, timesheetId, url, today }: TimesheetWorkspaceProps) {
  const t = useTranslations("contractor.workspace");
  const query = useTimesheet(timesheetId);
  const timesheet = query.data;
  const fallback = defaultTimesheet(engagement.timesheets);
  return (
    <div className="flex flex-col gap-4 p-6">
      <WorkspaceHeader
        engagement={engagement}
        pickable={pickable}
        timesheet={timesheet}
        timesheetId={timesheetId}
        onSelectProject={url.selectProject}
        onSelectTimesheet={url.selectTimesheet}
      />
      <BillingDetailsChecklist />
      {query.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t("loadingTimesheet")}</span>
          <Skeleton className="h-12 w-full max-w-xl" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : null}
      {query.isError && query.error instanceof ApiError && query.error.status === 404 ? (
        <TimesheetNotFound fallback={fallback} onOpen={url.selectTimesheet} />
      ) : query.isError ? (
        <LoadFailed what={t("thisTimesheet")} message={query.error.message} onRetry={() => void query.refetch()} />
      ) : null}
      {timesheet ? (
        <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,1fr)_22rem]">
          <ComponentTabs
            timesheet={timesheet}
            component={url.component}
            onComponentChange={url.selectComponent}
            today={today}
            rate={url.rate}
            onRateChange={url.selectRate}
          />
          <ActivityPanel timesheet={timesheet} />
        </div>
      ) : null}
    </div>
  );
}
