"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { FileCheck } from "@/components/contractor/expenses/file-checks";
import { useFileChecks } from "@/components/contractor/expenses/use-file-checks";
import { useUploadLimit } from "@/components/contractor/files/upload-limit";
import { toast } from "@/components/ui/toast";
import { useUploadFile } from "@/hooks/use-files";
import type { FileType } from "@/lib/domain/reference";

export interface SingleFileUpload {
  /** Checks the first file, then uploads it; a refusal (here or by the server) lands in `problem`. */
  onFiles: (files: File[]) => Promise<void>;
  /** The running upload: its share and bytes sent (of the file's size; the form fields are a few bytes more). */
  progress: UploadProgress | null;
  problem: string | null;
  /** Stops the running upload; nothing is stored and no problem is shown. */
  cancel: () => void;
}

export interface UploadProgress {
  name: string;
  percent: number;
  sent: number;
  size: number;
}

/**
 * One file of one type uploaded as soon as it is chosen, with its progress, a toast when stored
 * and the reason when refused. `check` refuses a file before any byte is sent.
 */
export function useSingleFileUpload(
  timesheetId: string,
  fileType: FileType,
  { check: givenCheck, pdfOnly = false, uploadedTitle: givenTitle }: { check?: FileCheck; pdfOnly?: boolean; uploadedTitle?: string } = {},
): SingleFileUpload {
  const t = useTranslations("contractor.files");
  const checks = useFileChecks();
  const check = givenCheck ?? (pdfOnly ? checks.pdfProblem : checks.fileProblem);
  const uploadedTitle = givenTitle ?? t("invoiceUploaded");
  const upload = useUploadFile(timesheetId);
  const maxBytes = useUploadLimit();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const aborter = useRef<AbortController | null>(null);

  async function onFiles(files: File[]) {
    const file = files[0];
    if (!file) return;
    const refused = check(file, maxBytes);
    setProblem(refused);
    if (refused) return;
    setProgress({ name: file.name, percent: 0, sent: 0, size: file.size });
    aborter.current = new AbortController();
    try {
      await upload.mutateAsync({
        file,
        fileType,
        signal: aborter.current.signal,
        onProgress: (value) => setProgress({ name: file.name, percent: Math.round(value * 100), sent: Math.round(value * file.size), size: file.size }),
      });
      toast({ title: uploadedTitle, description: file.name });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") toast({ title: t("cancelled"), description: file.name });
      else setProblem((error as Error).message);
    } finally {
      aborter.current = null;
      setProgress(null);
    }
  }

  return { onFiles, progress, problem, cancel: () => aborter.current?.abort() };
}
