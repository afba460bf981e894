"use client";

import { useState } from "react";
import { downloadFailureText, downloadFile, EXPORT_OFFLINE } from "@/components/files/download-file";
import { useFeatures } from "@/components/providers/features";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useBatchClosing } from "@/hooks/use-admin-timesheet-actions";
import type { BatchResults } from "./batch-results-dialog";

interface BatchActionsProps {
  ids: readonly string[];
  onResults: (results: BatchResults) => void;
}

type Running = "close" | "reopen" | "export" | "export-expenses" | null;

/** Close, Reopen, Export fee and (while expenses are on) Export expenses for the selected timesheets. */
export function BatchActions({ ids, onResults }: BatchActionsProps) {
  const features = useFeatures();
  const batchClosing = useBatchClosing();
  const [running, setRunning] = useState<Running>(null);

  async function change(kind: "close" | "reopen") {
    setRunning(kind);
    try {
      const outcome = await batchClosing.mutateAsync({ kind, ids });
      onResults({ action: kind === "close" ? "Close" : "Reopen", outcome });
    } catch (error) {
      toast({ title: kind === "close" ? "Could not close" : "Could not reopen", description: (error as Error).message, variant: "destructive" });
    } finally {
      setRunning(null);
    }
  }

  async function exportBatch(kind: "export" | "export-expenses") {
    setRunning(kind);
    try {
      const name = await downloadFile(`/api/timesheets/batch/${kind}`, `${kind}.xlsx`, { method: "POST", body: { ids }, offline: EXPORT_OFFLINE });
      toast({ title: "Export ready", description: name });
    } catch (error) {
      toast({ title: "Export failed", description: downloadFailureText(error), variant: "destructive" });
    } finally {
      setRunning(null);
    }
  }

  const busy = running !== null;
  return (
    <>
      <Button size="sm" variant="outline" pending={running === "close"} disabled={busy} onClick={() => void change("close")}>
        Close
      </Button>
      <Button size="sm" variant="outline" pending={running === "reopen"} disabled={busy} onClick={() => void change("reopen")}>
        Reopen
      </Button>
      <Button size="sm" variant="outline" pending={running === "export"} disabled={busy} onClick={() => void exportBatch("export")}>
        Export fee
      </Button>
      {features.expenses ? (
        <Button size="sm" variant="outline" pending={running === "export-expenses"} disabled={busy} onClick={() => void exportBatch("export-expenses")}>
          Export expenses
        </Button>
      ) : null}
    </>
  );
}
