"use client";

import { useId, useState } from "react";
import { FileDropZone } from "@/components/contractor/expenses/file-drop-zone";
import { fileProblem } from "@/components/contractor/expenses/file-checks";
import { toast } from "@/components/ui/toast";
import { useUploadFile } from "@/hooks/use-files";

/** Uploads a bonus invoice as soon as it is chosen, with its progress; problems show under the zone. */
export function BonusInvoiceUpload({ timesheetId }: { timesheetId: string }) {
  const id = useId();
  const upload = useUploadFile(timesheetId);
  const [progress, setProgress] = useState<{ name: string; value: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function onFiles(files: File[]) {
    const file = files[0];
    if (!file) return;
    const refused = fileProblem(file);
    setProblem(refused);
    if (refused) return;
    setProgress({ name: file.name, value: 0 });
    try {
      await upload.mutateAsync({ file, fileType: "BONUS_INVOICE", onProgress: (value) => setProgress({ name: file.name, value }) });
      toast({ title: "Invoice uploaded", description: file.name });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setProgress(null);
    }
  }

  const percent = progress ? Math.round(progress.value * 100) : 0;
  return (
    <div className="flex flex-col gap-2">
      <FileDropZone onFiles={onFiles} multiple={false} disabled={progress !== null} browseLabel="Choose the invoice" describedBy={problem ? `${id}-problem` : undefined} />
      {progress ? (
        <div className="flex flex-col gap-1 text-xs text-muted-foreground">
          <span>Uploading {progress.name}…</span>
          <div role="progressbar" aria-label={`Uploading ${progress.name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
