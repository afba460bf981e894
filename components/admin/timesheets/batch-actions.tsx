"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ExportJobItem } from "@/components/exports/export-job-item";
import { useFeatures } from "@/components/providers/features";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { selectionBody, useBatchClosingInChunks, type BatchSelection } from "@/hooks/use-batch-closing-in-chunks";
import { useExportJobs, useStartExportJob } from "@/hooks/use-export-jobs";
import type { ExportJobKind } from "@/lib/schemas/export-jobs";
import type { BatchResults } from "./batch-results-dialog";

interface BatchActionsProps {
  /** The ticked timesheets, or all matching the list's filter. */
  selection: BatchSelection;
  onResults: (results: BatchResults) => void;
}

type Running = "close" | "reopen" | ExportJobKind | null;

/**
 * Close, Reopen, Export fee and (while expenses are on) Export expenses for the selected
 * timesheets. Close and reopen report each timesheet as it is decided; an export runs as a
 * background job whose bar shows here and in the exports tray, so the page may be left.
 */
export function BatchActions({ selection, onResults }: BatchActionsProps) {
  const t = useTranslations("admin.timesheets.batch");
  const features = useFeatures();
  const closeInChunks = useBatchClosingInChunks();
  const startExport = useStartExportJob();
  const { data: jobs = [] } = useExportJobs();
  const [running, setRunning] = useState<Running>(null);
  const [startedJobId, setStartedJobId] = useState<string | null>(null);
  const startedJob = jobs.find((job) => job.id === startedJobId);

  async function change(kind: "close" | "reopen") {
    setRunning(kind);
    try {
      await closeInChunks(kind, selection, ({ outcome, done, total }) => onResults({ action: kind, outcome, progress: { done, total } }));
    } catch (error) {
      toast({ title: kind === "close" ? t("closeFailed") : t("reopenFailed"), description: (error as Error).message, variant: "destructive" });
    } finally {
      setRunning(null);
    }
  }

  async function exportBatch(kind: ExportJobKind) {
    setRunning(kind);
    try {
      const job = await startExport.mutateAsync({ kind, ...selectionBody(selection) });
      setStartedJobId(job.id);
    } catch (error) {
      toast({ title: t("exportFailed"), description: (error as Error).message, variant: "destructive" });
    } finally {
      setRunning(null);
    }
  }

  const busy = running !== null;
  return (
    <>
      <Button size="sm" variant="outline" pending={running === "close"} disabled={busy} onClick={() => void change("close")}>
        {t("close")}
      </Button>
      <Button size="sm" variant="outline" pending={running === "reopen"} disabled={busy} onClick={() => void change("reopen")}>
        {t("reopen")}
      </Button>
      <Button size="sm" variant="outline" pending={running === "timesheets"} disabled={busy} onClick={() => void exportBatch("timesheets")}>
        {t("exportFee")}
      </Button>
      {features.expenses ? (
        <Button size="sm" variant="outline" pending={running === "expenses"} disabled={busy} onClick={() => void exportBatch("expenses")}>
          {t("exportExpenses")}
        </Button>
      ) : null}
      {startedJob ? (
        <div className="w-72" data-testid="batch-export">
          <ExportJobItem job={startedJob} />
        </div>
      ) : null}
    </>
  );
}
