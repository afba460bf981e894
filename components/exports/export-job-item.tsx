"use client";

import { Download, X } from "lucide-react";
import { downloadFailureText, downloadFile } from "@/components/files/download-file";
import { StatusBadge } from "@/components/status/status-badge";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { toast } from "@/components/ui/toast";
import { useCancelExportJob, isActiveExport } from "@/hooks/use-export-jobs";
import { EXPORT_JOB_STATUS_LABEL, exportProgressText, type ExportJobView } from "@/lib/schemas/export-jobs";

export async function downloadExport(job: Pick<ExportJobView, "id" | "fileName">): Promise<void> {
  try {
    await downloadFile(`/api/export-jobs/${job.id}/file`, job.fileName);
  } catch (error) {
    toast({ title: "Download failed", description: downloadFailureText(error), variant: "destructive" });
  }
}

/**
 * One background export, wherever it shows (the exports tray, the timesheets' batch bar): its file
 * name and status, the bar ("1,240 of 5,000 timesheets") with Cancel while it runs, Download once
 * it is done, the reason when it failed.
 */
export function ExportJobItem({ job, announce = true }: { job: ExportJobView; announce?: boolean }) {
  const cancel = useCancelExportJob();
  const active = isActiveExport(job);

  async function stop() {
    try {
      await cancel.mutateAsync(job.id);
      toast({ title: "Export cancelled", description: job.fileName });
    } catch (error) {
      toast({ title: "Could not cancel", description: (error as Error).message, variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-col gap-1.5" data-testid="export-job" data-status={job.status}>
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate text-sm font-medium">{job.fileName}</span>
        <StatusBadge status={job.status} label={EXPORT_JOB_STATUS_LABEL[job.status]} />
      </div>
      {active ? (
        <div className="flex items-center gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <ProgressBar value={job.done} max={job.total} label={`Exporting ${job.fileName}`} valueText={exportProgressText(job)} announce={announce} />
            <span className="text-xs text-muted-foreground tabular-nums">{exportProgressText(job)}</span>
          </div>
          <Button type="button" size="sm" variant="ghost" pending={cancel.isPending} onClick={() => void stop()} aria-label={`Cancel the export ${job.fileName}`}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
      ) : null}
      {job.status === "DONE" ? (
        <Button type="button" size="sm" variant="outline" className="self-start" onClick={() => void downloadExport(job)} aria-label={`Download ${job.fileName}`}>
          <Download aria-hidden="true" />
          Download
        </Button>
      ) : null}
      {job.status === "FAILED" && job.error ? <p className="text-xs text-destructive">{job.error}</p> : null}
    </div>
  );
}
