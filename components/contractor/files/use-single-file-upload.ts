"use client";

import { useState } from "react";
import { fileProblem, type FileCheck } from "@/components/contractor/expenses/file-checks";
import { useUploadLimit } from "@/components/contractor/files/upload-limit";
import { toast } from "@/components/ui/toast";
import { useUploadFile } from "@/hooks/use-files";
import type { FileType } from "@/lib/domain/reference";

export interface SingleFileUpload {
  /** Checks the first file, then uploads it; a refusal (here or by the server) lands in `problem`. */
  onFiles: (files: File[]) => Promise<void>;
  progress: { name: string; percent: number } | null;
  problem: string | null;
}

/**
 * One file of one type uploaded as soon as it is chosen, with its progress, a toast when stored
 * and the reason when refused. `check` refuses a file before any byte is sent.
 */
export function useSingleFileUpload(
  timesheetId: string,
  fileType: FileType,
  { check = fileProblem, uploadedTitle = "Invoice uploaded" }: { check?: FileCheck; uploadedTitle?: string } = {},
): SingleFileUpload {
  const upload = useUploadFile(timesheetId);
  const maxBytes = useUploadLimit();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function onFiles(files: File[]) {
    const file = files[0];
    if (!file) return;
    const refused = check(file, maxBytes);
    setProblem(refused);
    if (refused) return;
    setProgress({ name: file.name, percent: 0 });
    try {
      await upload.mutateAsync({ file, fileType, onProgress: (value) => setProgress({ name: file.name, percent: Math.round(value * 100) }) });
      toast({ title: uploadedTitle, description: file.name });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setProgress(null);
    }
  }

  return { onFiles, progress, problem };
}
