"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useDeleteFiles, useUploadFile } from "@/hooks/use-files";
import type { EXPENSE_FILE_TYPES, FileView } from "@/lib/schemas/files";
import type { TimesheetFile } from "@/lib/schemas/timesheets";
import { useUploadLimit } from "@/components/contractor/files/upload-limit";
import { useFileChecks } from "./use-file-checks";
import { useRefusalText } from "@/hooks/use-refusal-text";

export type ExpenseFileType = (typeof EXPENSE_FILE_TYPES)[number];

export type StagedFile =
  | { key: string; state: "existing"; name: string; size: number; fileType: ExpenseFileType; id: string }
  | { key: string; state: "new"; name: string; size: number; fileType: ExpenseFileType; file: File; progress: number | null; uploaded: FileView | null; error: string | null };

let counter = 0;
const nextKey = () => `staged-${(counter += 1)}`;

function fromExisting(file: TimesheetFile): StagedFile {
  const fileType: ExpenseFileType = file.fileType === "EXPENSE_INVOICE" ? "EXPENSE_INVOICE" : "EXPENSE_RECEIPT";
  return { key: file.id, state: "existing", name: file.originalName, size: file.size, fileType, id: file.id };
}

/**
 * The files of the expense dialog. New files are checked (type, size) when added, uploaded with
 * progress when the expense is saved, and remembered once uploaded so a retry never sends them
 * twice. Files uploaded but not kept (removed, or the dialog cancelled) are deleted again.
 */
export function useStagedFiles(timesheetId: string, existing: readonly TimesheetFile[]) {
  const t = useTranslations("contractor.expenses");
  const refusalText = useRefusalText();
  const { fileProblem } = useFileChecks();
  const [items, setItems] = useState<StagedFile[]>(() => existing.map(fromExisting));
  const [rejected, setRejected] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const removedExisting = useRef<string[]>([]);
  const orphans = useRef<string[]>([]);
  const aborter = useRef<AbortController | null>(null);
  const upload = useUploadFile(timesheetId, { refresh: false });
  const maxBytes = useUploadLimit();
  const deleteFiles = useDeleteFiles(timesheetId);

  const update = (key: string, patch: Partial<Extract<StagedFile, { state: "new" }>>) =>
    setItems((list) => list.map((item) => (item.key === key && item.state === "new" ? { ...item, ...patch } : item)));

  function add(files: readonly File[]) {
    const problems = files.map((file) => fileProblem(file, maxBytes)).filter((problem): problem is string => problem !== null);
    setRejected(problems);
    const accepted = files.filter((file) => fileProblem(file, maxBytes) === null);
    const added = accepted.map(
      (file): StagedFile => ({ key: nextKey(), state: "new", name: file.name, size: file.size, fileType: "EXPENSE_RECEIPT", file, progress: null, uploaded: null, error: null }),
    );
    setItems((list) => [...list, ...added]);
  }

  function remove(key: string) {
    const item = items.find((i) => i.key === key);
    if (item?.state === "existing") removedExisting.current.push(item.id);
    if (item?.state === "new" && item.uploaded) orphans.current.push(item.uploaded.id);
    setItems((list) => list.filter((i) => i.key !== key));
  }

  function setFileType(key: string, fileType: ExpenseFileType) {
    setItems((list) => list.map((item) => (item.key === key && item.state === "new" && !item.uploaded ? { ...item, fileType } : item)));
  }

  /** Uploads what is not uploaded yet; the ids of every file to link, or null when one failed. */
  async function uploadAll(): Promise<string[] | null> {
    aborter.current = new AbortController();
    const signal = aborter.current.signal;
    setUploading(true);
    const results = await Promise.all(
      items.map(async (item): Promise<string | null> => {
        if (item.state === "existing") return item.id;
        if (item.uploaded) return item.uploaded.id;
        update(item.key, { progress: 0, error: null });
        try {
          const view = await upload.mutateAsync({ file: item.file, fileType: item.fileType, signal, onProgress: (progress) => update(item.key, { progress }) });
          update(item.key, { uploaded: view, progress: 1 });
          return view.id;
        } catch (error) {
          update(item.key, { progress: null, error: error instanceof Error ? refusalText(error.message) : t("insertFailed") });
          return null;
        }
      }),
    );
    setUploading(false);
    return results.every((id): id is string => id !== null) ? results : null;
  }

  /** After a save: delete the files taken off the expense. Resolves to the error message, if any. */
  async function afterSave(): Promise<string | null> {
    const ids = [...removedExisting.current, ...orphans.current];
    if (ids.length === 0) return null;
    try {
      await deleteFiles.mutateAsync(ids);
      return null;
    } catch (error) {
      return error instanceof Error ? refusalText(error.message) : t("removeFailed");
    }
  }

  /** On cancel: stop uploads and delete what was uploaded for nothing (best effort; nobody sees them). */
  function discard() {
    aborter.current?.abort();
    const uploaded = items.flatMap((item) => (item.state === "new" && item.uploaded ? [item.uploaded.id] : []));
    const ids = [...uploaded, ...orphans.current];
    if (ids.length > 0) deleteFiles.mutate(ids);
  }

  /** The person's choice to go on without the files refused when added (their messages go). */
  const leaveOutRejected = () => setRejected([]);

  return { items, rejected, uploading, add, remove, setFileType, uploadAll, afterSave, discard, leaveOutRejected };
}
