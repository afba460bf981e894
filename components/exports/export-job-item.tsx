"use client";

import { Download, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { downloadFile } from "@/components/files/download-file";
import { useDownloadWords } from "@/components/files/use-download-words";
import { StatusBadge } from "@/components/status/status-badge";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { toast } from "@/components/ui/toast";
import { useCancelExportJob, isActiveExport } from "@/hooks/use-export-jobs";
import type { ExportJobView } from "@/lib/schemas/export-jobs";

/**
 * One background export, wherever it shows (the exports tray, the timesheets' batch bar): its file
 * name and status, the bar ("1,240 of 5,000 timesheets") with Cancel while it runs, Download once
 * it is done, the reason when it failed.
 */
export function ExportJobItem({ job, announce = true }: { job: ExportJobView; announce?: boolean }) {
  const t = useTranslations("exports");
  const tCommon = useTranslations("common");
  const downloads = useDownloadWords();
  const cancel = useCancelExportJob();
  const active = isActiveExport(job);
  const progress = t("progress", { done: job.done, total: job.total });

  async function stop() {
    try {
      await cancel.mutateAsync(job.id);
      toast({ title: t("cancelled"), description: job.fileName });
    } catch (error) {
      toast({ title: t("cancelFailed"), description: (error as Error).message, variant: "destructive" });
    }
  }

  async function download() {
    try {
      await downloadFile(`/api/export-jobs/${job.id}/file`, job.fileName);
    } catch (error) {
      toast({ title: t("downloadFailed"), description: downloads.failureText(error), variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-col gap-1.5" data-testid="export-job" data-status={job.status}>
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate text-sm font-medium">{job.fileName}</span>
        <StatusBadge status={job.status} label={t(`status.${job.status}`)} />
      </div>
      {active ? (
        <div className="flex items-center gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <ProgressBar value={job.done} max={job.total} label={t("exporting", { file: job.fileName })} valueText={progress} announce={announce} />
            <span className="text-xs text-muted-foreground tabular-nums">{progress}</span>
          </div>
          <Button type="button" size="sm" variant="ghost" pending={cancel.isPending} onClick={() => void stop()} aria-label={t("cancelLabel", { file: job.fileName })}>
            <X aria-hidden="true" />
            {tCommon("cancel")}
          </Button>
        </div>
      ) : null}
      {job.status === "DONE" ? (
        <Button type="button" size="sm" variant="outline" className="self-start" onClick={() => void download()} aria-label={t("downloadLabel", { file: job.fileName })}>
          <Download aria-hidden="true" />
          {tCommon("download")}
        </Button>
      ) : null}
      {job.status === "FAILED" && job.error ? <p className="text-xs text-destructive">{job.error}</p> : null}
    </div>
  );
}
