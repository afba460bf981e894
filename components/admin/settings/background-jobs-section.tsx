"use client";

import { Ban, CalendarClock, ListTodo, RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { StatusBadge } from "@/components/status/status-badge";
import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { actionsColumn, DataTable, TableSection, timestampColumn, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { IconButton } from "@/components/ui/icon-button";
import { useLoadMore } from "@/components/ui/load-more";
import { useShowRefusal } from "@/components/ui/refusal-toast";
import { SectionSkeleton } from "@/components/ui/section-skeleton";
import { toast } from "@/components/ui/toast/use-toast";
import { useBackgroundJobPages, useCancelBackgroundJob, useRetryBackgroundJob, useScheduledJobs } from "@/hooks/use-background-jobs";
import { useFormat } from "@/hooks/use-format";
import { useRefusalText } from "@/hooks/use-refusal-text";
import { cn } from "@/lib/cn";
import type { BackgroundJob, JobStatus, ScheduledJob } from "@/lib/schemas/background-jobs";
import type { Page } from "@/lib/schemas/paging";

/** The filters in the order an administrator looks: what waits, what runs, what failed, then the ends. */
const FILTERS: readonly (JobStatus | null)[] = [null, "QUEUED", "RUNNING", "FAILED", "SUCCEEDED", "CANCELLED"];

const canRetry = (job: BackgroundJob) => job.status === "FAILED" || job.status === "CANCELLED";
// A scheduled kind (no row of its own) runs every day: there is nothing to cancel.
const canCancel = (job: BackgroundJob) => (job.status === "QUEUED" || job.status === "RUNNING") && job.refId !== null;

function RetryButton({ job, what }: { job: BackgroundJob; what: string }) {
  const t = useTranslations("admin.backgroundJobs");
  const showRefusal = useShowRefusal();
  const retry = useRetryBackgroundJob();
  return (
    <IconButton
      icon={RotateCw}
      label={t("retryLabel", { what })}
      pending={retry.isPending}
      onClick={() =>
        void retry
          .mutateAsync(job.id)
          .then(() => toast({ title: t("queuedAgain"), description: t("queuedAgainDescription", { what }) }))
          .catch((error: unknown) => {
            try {
              showRefusal(error);
            } catch {
              // shown as a toast
            }
          })
      }
    />
  );
}

function CancelButton({ job, what }: { job: BackgroundJob; what: string }) {
  const t = useTranslations("admin.backgroundJobs");
  const cancel = useCancelBackgroundJob();
  return (
    <ConfirmAction
      title={t("cancelTitle", { what })}
      actionLabel={t("cancel")}
      cancelLabel={t("keep")}
      description={t(`cancelDescription.${job.kind === "export" ? "export" : "message"}`)}
      run={() => cancel.mutateAsync(job.id)}
      done={{ title: t("cancelled"), description: what }}
      trigger={<IconButton icon={Ban} label={t("cancelLabel", { what })} />}
    />
  );
}

function useJobColumns(timeZone: string): ColumnDef<BackgroundJob>[] {
  const t = useTranslations("admin.backgroundJobs");
  const format = useFormat();
  return useMemo(() => {
    // A row's name for its buttons and confirmations: its kind and when it was written.
    const what = (job: BackgroundJob) => t("what", { kind: t(`kinds.${job.kind}`), when: format.timestamp(job.createdAt, timeZone) });
    return [
      { id: "kind", accessorFn: (job) => t(`kinds.${job.kind}`), header: t("kind") },
      {
        id: "status",
        accessorFn: (job) => t(`status.${job.status}`),
        header: t("statusHeader"),
        cell: ({ row }) => {
          const job = row.original;
          return (
            <span className="flex flex-col items-start gap-0.5">
              <StatusBadge status={job.status} label={t(`status.${job.status}`)} />
              {job.status === "RUNNING" && job.progressTotal ? (
                <span className="text-xs tabular-nums text-muted-foreground">{t("progress", { done: job.progressDone ?? 0, total: job.progressTotal })}</span>
              ) : null}
              {job.lastError && job.status !== "SUCCEEDED" ? (
                <span className={cn("text-xs", job.status === "FAILED" ? "text-destructive" : "text-muted-foreground")}>{job.lastError}</span>
              ) : null}
            </span>
          );
        },
      },
      {
        id: "attempts",
        accessorFn: (job) => job.attempts,
        header: t("attempts"),
        meta: { className: "text-right tabular-nums whitespace-nowrap" },
        cell: ({ row }) => t("attemptsOf", { attempts: row.original.attempts, max: row.original.maxAttempts }),
      },
      timestampColumn<BackgroundJob>({ id: "created", header: t("written"), at: (job) => job.createdAt, format, timeZone, className: "whitespace-nowrap" }),
      {
        id: "when",
        accessorFn: (job) => (job.status === "QUEUED" ? job.runAt : (job.finishedAt ?? "")),
        header: t("dueOrEnded"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ row }) => {
          const job = row.original;
          if (job.status === "QUEUED") return t("due", { when: format.timestamp(job.runAt, timeZone) });
          return job.finishedAt ? format.timestamp(job.finishedAt, timeZone) : "—";
        },
      },
      actionsColumn<BackgroundJob>(({ row }) => (
        <span className="flex justify-end gap-1">
          {canRetry(row.original) ? <RetryButton job={row.original} what={what(row.original)} /> : null}
          {canCancel(row.original) ? <CancelButton job={row.original} what={what(row.original)} /> : null}
        </span>
      ), "w-20"),
    ] satisfies ColumnDef<BackgroundJob>[];
  }, [t, format, timeZone]);
}

function useScheduledColumns(timeZone: string): ColumnDef<ScheduledJob>[] {
  const t = useTranslations("admin.backgroundJobs");
  const format = useFormat();
  return useMemo(() => [
    { id: "kind", accessorFn: (job) => t(`kinds.${job.kind}`), header: t("kind") },
    {
      id: "status",
      accessorFn: (job) => t(`status.${job.status}`),
      header: t("statusHeader"),
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-0.5">
          <StatusBadge status={row.original.status} label={t(`status.${row.original.status}`)} />
          {row.original.lastError ? <span className="text-xs text-destructive">{t("lastRunFailed", { reason: row.original.lastError })}</span> : null}
        </span>
      ),
    },
    timestampColumn<ScheduledJob>({ id: "last", header: t("lastRun"), at: (job) => job.lastRunAt, none: t("never"), format, timeZone, className: "whitespace-nowrap" }),
    timestampColumn<ScheduledJob>({ id: "next", header: t("nextRun"), at: (job) => job.nextRunAt, format, timeZone, className: "whitespace-nowrap" }),
  ] satisfies ColumnDef<ScheduledJob>[], [t, format, timeZone]);
}

/** A list that could not be read: the reason, and a way to ask again. */
function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useTranslations();
  const refusalText = useRefusalText();
  return (
    <div role="alert" className="flex items-center gap-3 rounded-md border border-destructive/40 px-3 py-2 text-sm">
      <span className="text-destructive">{t("admin.backgroundJobs.loadFailed", { message: refusalText(error) })}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}

function ScheduledJobs({ initial, timeZone }: { initial?: ScheduledJob[]; timeZone: string }) {
  const t = useTranslations("admin.backgroundJobs");
  const scheduled = useScheduledJobs(initial);
  const cols = useScheduledColumns(timeZone);
  if (scheduled.isPending) return <SectionSkeleton label={t("loadingScheduled")} rows={2} />;
  if (scheduled.isError) return <LoadFailed error={scheduled.error} onRetry={() => void scheduled.refetch()} />;
  return (
    <DataTable
      columns={cols}
      data={scheduled.data}
      caption={t("scheduledCaption")}
      empty={<EmptyState icon={CalendarClock} title={t("scheduledEmptyTitle")} description={t("scheduledEmptyDescription")} />}
    />
  );
}

function JobList({ firstPage, timeZone }: { firstPage?: Page<BackgroundJob>; timeZone: string }) {
  const t = useTranslations("admin.backgroundJobs");
  const [status, setStatus] = useState<JobStatus | null>(null);
  const pages = useBackgroundJobPages(status, firstPage);
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.data) ?? [], [pages.data]);
  const cols = useJobColumns(timeZone);
  const more = useLoadMore(pages, t("loadMoreWhat"));
  const filters = (
    <div role="group" aria-label={t("filterLabel")} className="flex flex-wrap gap-1">
      {FILTERS.map((value) => (
        <Button
          key={value ?? "all"}
          variant="ghost"
          size="sm"
          aria-pressed={status === value}
          className={cn(status === value && "bg-accent font-medium")}
          onClick={() => setStatus(value)}
        >
          {value ? t(`status.${value}`) : t("all")}
        </Button>
      ))}
    </div>
  );
  // The filters stay where they are whatever the list below shows, so the pressed one keeps the focus.
  return (
    <div className="flex flex-col gap-3">
      {filters}
      {pages.isPending ? (
        <SectionSkeleton label={t("loading")} rows={4} />
      ) : pages.isError && rows.length === 0 ? (
        <LoadFailed error={pages.error} onRetry={() => void pages.refetch()} />
      ) : (
        <TableSection
          columns={cols}
          data={rows}
          caption={t("caption")}
          empty={{ icon: ListTodo, title: status ? t(`emptyOfStatus.${status}`) : t("emptyTitle"), description: t("emptyDescription") }}
          more={more}
        />
      )}
    </div>
  );
}

export interface BackgroundJobsSectionProps {
  /** The first page of all jobs, as the server rendered it; another status is read in the browser. */
  firstPage?: Page<BackgroundJob>;
  scheduled?: ScheduledJob[];
  timeZone: string;
}

/**
 * The one mechanism of background work (server/jobs) as an administrator sees it: when each
 * scheduled kind last ran and runs next, then every job (mail, webhook deliveries, exports) with
 * what failed and why, Retry on a failed one and Cancel on a waiting one. Kept current while open.
 */
export function BackgroundJobsSection({ firstPage, scheduled, timeZone }: BackgroundJobsSectionProps) {
  const t = useTranslations("admin.backgroundJobs");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t("scheduledHeading")}</h3>
        <ScheduledJobs initial={scheduled} timeZone={timeZone} />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t("jobsHeading")}</h3>
        <JobList firstPage={firstPage} timeZone={timeZone} />
      </div>
    </div>
  );
}
