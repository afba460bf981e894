import "server-only";
import { AppError, conflict, type Refusal } from "@/lib/errors";
import { exportProgressText, EXPORT_JOB_STATUS_LABEL } from "@/lib/schemas/export-jobs";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { contentDisposition } from "@/server/exports/file-name";
import { XLSX_CONTENT_TYPE } from "@/server/exports/xlsx-response";
import { getStorage, StorageError } from "@/server/storage";
import { findOwnExportJob } from "./export-job-view";

/**
 * GET /api/export-jobs/{id}/file: the finished workbook, streamed from storage under the name the
 * direct export gives. Before it is done the answer is 409 with the progress in its message.
 */
export async function exportJobFile(db: DbOrTx, actor: Actor, id: string): Promise<Response> {
  const job = await findOwnExportJob(db, actor, id);
  if (job.status === "QUEUED" || job.status === "RUNNING") {
    throw conflict({ key: "exportNotFinishedYet", values: { status: exportProgressText(job), progress: EXPORT_JOB_STATUS_LABEL[job.status].toLowerCase() } });
  }
  if (job.status !== "DONE" || !job.fileKey) {
    const outcome: Refusal = { key: job.status === "FAILED" ? "wordOutcomeFailed" : "wordOutcomeCancelled" };
    throw conflict(job.error ? { key: "exportFileOutcomeError", values: { outcome, error: job.error } } : { key: "exportFileOutcomeStart", values: { outcome } });
  }
  let body: ReadableStream<Uint8Array>;
  try {
    body = await getStorage().getStream(job.fileKey);
  } catch (error) {
    if (error instanceof StorageError) throw new AppError("NOT_FOUND", { key: "fileExportLongerStored" });
    throw error;
  }
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": XLSX_CONTENT_TYPE,
      "content-length": String(job.bytes),
      "content-disposition": contentDisposition({ ascii: job.fileName, unicode: job.fileName }),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
