"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/api-client";
import type { FileType } from "@/lib/domain/reference";
import type { ErrorBody } from "@/lib/errors";
import type { FileView } from "@/lib/schemas/files";
import { queryKeys } from "./query-keys";

/** Where a stored file downloads from (as an attachment, with its sniffed type). */
export function fileDownloadUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}

export interface UploadFileInput {
  file: File;
  timesheetId: string;
  fileType: FileType;
  expenseRecordId?: string;
}

export interface UploadOptions {
  /** Share of the bytes sent so far, 0 to 1, and the bytes themselves (the whole multipart body). */
  onProgress?: (fraction: number, bytes: { loaded: number; total: number }) => void;
  signal?: AbortSignal;
}

/** Spec point 8's words when the file upload call fails and the server gives none of its own. */
export const UPLOAD_CALL_FAILED = "Error inserting files";
const UPLOAD_FAILED = UPLOAD_CALL_FAILED;

/** What a failed upload says when the server gives no words of its own; English unless the screen gives the person's. */
export interface UploadWords {
  failed: string;
  unreachable: string;
}

const ENGLISH_UPLOAD_WORDS: UploadWords = {
  failed: UPLOAD_FAILED,
  unreachable: `${UPLOAD_FAILED}: the server could not be reached. Check your connection and try again.`,
};

function errorOf(status: number, text: string, failed: string): ApiError {
  let error: Partial<ErrorBody["error"]> | undefined;
  try {
    error = (JSON.parse(text) as Partial<ErrorBody>).error;
  } catch {
    error = undefined;
  }
  return new ApiError(status, error?.code ?? "INTERNAL", error?.message ?? failed, error?.issues ?? []);
}

/**
 * POST /api/files as multipart (fields file, timesheetId, fileType, expenseRecordId). Uses
 * XMLHttpRequest rather than fetch because only XHR reports upload progress in browsers.
 */
export function uploadFileWithProgress(input: UploadFileInput, { onProgress, signal }: UploadOptions = {}, words: UploadWords = ENGLISH_UPLOAD_WORDS): Promise<FileView> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("The upload was cancelled.", "AbortError"));
    const form = new FormData();
    form.append("file", input.file, input.file.name);
    form.append("timesheetId", input.timesheetId);
    form.append("fileType", input.fileType);
    if (input.expenseRecordId) form.append("expenseRecordId", input.expenseRecordId);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/files");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total, { loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorOf(xhr.status, xhr.responseText, words.failed));
      try {
        onProgress?.(1, { loaded: input.file.size, total: input.file.size });
        resolve((JSON.parse(xhr.responseText) as { data: FileView }).data);
      } catch {
        reject(new ApiError(xhr.status, "INTERNAL", words.failed));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", words.unreachable));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The detail shows the timesheet's files; a file list query of the timesheet may too. */
function refreshFiles(queryClient: QueryClient, timesheetId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.detail(timesheetId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.files.list(timesheetId).slice(0, 2) }),
  ]);
}

/**
 * Uploads one file with progress. `refresh: false` is for files that a following request links
 * (an expense's receipts), which refreshes the timesheet itself.
 */
export function useUploadFile(timesheetId: string, { refresh = true }: { refresh?: boolean } = {}) {
  const queryClient = useQueryClient();
  const t = useTranslations("contractor.files");
  return useMutation({
    mutationFn: ({ file, fileType, expenseRecordId, ...options }: Omit<UploadFileInput, "timesheetId"> & UploadOptions) =>
      uploadFileWithProgress({ file, fileType, expenseRecordId, timesheetId }, options, { failed: t("callFailed"), unreachable: t("unreachable") }),
    onSuccess: () => (refresh ? refreshFiles(queryClient, timesheetId) : undefined),
  });
}

/** DELETE /api/files: all or nothing. */
export function useDeleteFiles(timesheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiFetch<{ data: { deleted: string[] } }>("/api/files", { method: "DELETE", body: { ids } }).then((r) => r.data.deleted),
    onSuccess: () => refreshFiles(queryClient, timesheetId),
  });
}
