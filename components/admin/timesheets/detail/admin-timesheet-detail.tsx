"use client";

import { Flag, X } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActivityPanel } from "@/components/contractor/activity/activity-panel";
import { TimesheetCommentsPanel } from "@/components/contractor/comments/timesheet-comments-panel";
import { FileList } from "@/components/files/file-list";
import { useFeatures } from "@/components/providers/features";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/hooks/use-format";
import { useTimesheet } from "@/hooks/use-timesheet";
import type { CommentTarget } from "@/lib/schemas/messages";
import type { IsoDate } from "@/lib/domain/dates";
import { can } from "@/lib/domain/transition-table";
import { TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { BonusAmountForm } from "./bonus-amount-form";
import { ComponentDecisions } from "./component-decisions";
import { LineDiffs } from "./line-diffs";
import { CreateReviewLinkForm } from "./create-review-link-form";
import { DetailSection } from "./detail-section";
import { ExpensesWithFiles } from "./expenses-with-files";
import { RecordFlagsTable } from "./record-flags-table";
import { ReviewLinkList } from "./review-link-list";
import { TimesheetControls } from "./timesheet-controls";
import { useRefusalText } from "@/hooks/use-refusal-text";

/** What the list already knows about the timesheet (names the timesheet API does not carry). */
export interface DetailHeading {
  contractorName: string;
  contractorEmail: string;
  projectName: string;
  clientName: string;
}

export interface AdminTimesheetDetailProps {
  timesheetId: string;
  heading: DetailHeading;
  closeHref: string;
  timeZone: string;
  today: IsoDate;
}

/**
 * One timesheet for an administrator, opened from the list (deep-linkable by ?timesheetId=):
 * decisions per component, flags, closing, exports, bonus, files, review links, comments and
 * the timeline. Everything is read from GET /api/timesheets/{id}; each action sends its version.
 */
export function AdminTimesheetDetail({ timesheetId, heading, closeHref, timeZone, today }: AdminTimesheetDetailProps) {
  const t = useTranslations("admin.timesheets.detail");
  const refusalText = useRefusalText();
  const format = useFormat();
  const query = useTimesheet(timesheetId);
  const features = useFeatures();
  const [target, setTarget] = useState<CommentTarget>({ subject: "TIMESHEET", id: timesheetId });
  const timesheet = query.data;
  const closeLink = (
    <Link href={closeHref} scroll={false} aria-label={t("closeDetail")} className={buttonVariants({ variant: "ghost", size: "icon-sm" })}>
      <X aria-hidden="true" />
    </Link>
  );
  if (query.isError) {
    return <EmptyState title={t("loadFailed")} description={refusalText(query.error.message)} action={closeLink} />;
  }
  if (!timesheet) {
    return (
      <Card aria-busy="true" aria-label={t("loading")}>
        <CardContent className="flex flex-col gap-3 p-6">
          <Skeleton className="h-6 w-72" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-40 w-full" />
        </CardContent>
      </Card>
    );
  }
  const currency = timesheet.engagements.flatMap((engagement) => engagement.rates)[0]?.currency ?? null;
  const canFlag = can("flag", { actor: "ADMIN", timesheet, today }).ok;
  return (
    <Card aria-labelledby="timesheet-detail-heading" role="region" data-testid="timesheet-detail">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="timesheet-detail-heading" className="text-base font-semibold">
              {heading.contractorName} · {format.month(timesheet.billingPeriod)}
            </h2>
            <TimesheetStatusBadge status={timesheet.status} />
            {timesheet.flagged ? (
              <span className="inline-flex items-center gap-1 text-xs font-medium text-status-contested">
                <Flag aria-hidden="true" className="size-3.5 fill-current" /> {t("flagged")}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {t.rich("subtitle", {
              project: heading.projectName,
              client: heading.clientName,
              email: heading.contractorEmail,
              submitted: format.timestamp(timesheet.submittedAt, timeZone),
              closed: format.timestamp(timesheet.closedAt, timeZone),
              link: (chunks) => (
                <Link href={`/admin/projects/${timesheet.project.id}`} className="underline-offset-4 hover:underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
        {closeLink}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <TimesheetControls timesheet={timesheet} today={today} />
        <DetailSection title={t("review")}>
          <ComponentDecisions timesheet={timesheet} today={today} />
          <LineDiffs timesheet={timesheet} />
        </DetailSection>
        <DetailSection title={t("bonus")}>
          <BonusAmountForm key={timesheet.version} timesheet={timesheet} currency={currency} />
        </DetailSection>
        <DetailSection title={t("workLogged", { count: timesheet.timesheetRecords.length })}>
          <RecordFlagsTable timesheet={timesheet} canFlag={canFlag} />
        </DetailSection>
        {features.expenses ? (
          <DetailSection title={t("expenses", { count: timesheet.expenseRecords.length })}>
            <ExpensesWithFiles timesheet={timesheet} />
          </DetailSection>
        ) : null}
        <DetailSection title={t("files", { count: timesheet.files.length })}>
          <FileList
            files={timesheet.files}
            urlFor={(file) => `/api/files/${file.id}`}
            label={t("filesLabel")}
            emptyText={t("filesEmpty")}
          />
        </DetailSection>
        <DetailSection title={t("reviewLinks")}>
          <CreateReviewLinkForm timesheetId={timesheet.id} projectId={timesheet.project.id} />
          <ReviewLinkList timesheetId={timesheet.id} timeZone={timeZone} />
        </DetailSection>
        <div className="grid gap-4 lg:grid-cols-2">
          <DetailSection title={t("comments")}>
            <TimesheetCommentsPanel timesheet={timesheet} target={target} onTargetChange={setTarget} />
          </DetailSection>
          <ActivityPanel timesheet={timesheet} />
        </div>
      </CardContent>
    </Card>
  );
}
