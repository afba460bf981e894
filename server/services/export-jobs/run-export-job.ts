import "server-only";
import { Transform } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { AppError, englishText } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { exportJobs } from "@/server/db/schema";
import type { ExportProgress } from "@/server/exports/batch-size";
import { exportTimesheets } from "@/server/exports/export-timesheets";
import { exportTimesheetsExpenses } from "@/server/exports/export-timesheets-expenses";
import { ownerLanguage } from "@/server/exports/export-words";
import { writeXlsx, XLSX_CONTENT_TYPE } from "@/server/exports/xlsx-response";
import { enabledFeatures } from "@/server/config/feature-flags";
import { getStorage } from "@/server/storage";
import type { JobOutcome } from "@/server/jobs/run-due-jobs";
import { JOB_POLICIES } from "@/server/jobs/policies";
import { heartbeat as renewLease } from "@/server/jobs/settle-jobs";
import type { ClaimedExport } from "./claim-export-jobs";
import type { ExportJobRow } from "./export-job-view";

/** Progress is stored every 2 % of the timesheets, at most every 200: about 50 writes a job, never one per timesheet. */
export function progressStep(total: number): number {
  return Math.max(1, Math.min(200, Math.ceil(total * 0.02)));
}

/** Thrown into the export when its row says it is no longer this process's to write (cancelled, or taken over). */
class ExportStopped extends Error {}

/** The job runs with the rights it was started with: an administrator's, who reads every timesheet. */
function ownerActor(job: ExportJobRow): Actor {
  return { kind: "service", userId: job.ownerUserId, role: "SERVICE_PRINCIPAL", name: "Export job", email: null, contractorId: null };
}

function failureReason(error: unknown): string {
  // Services' errors are written for people (a timesheet deleted since the start is 404 naming it); anything else stays in the log.
  if (error instanceof AppError) return error.message;
  return englishText({ key: "exportWriteFailed" });
}

/**
 * Writes one claimed job's workbook through the storage driver, storing its progress in steps and
 * renewing its job's lease; answers how the run ended (null: stopped, not this run's to settle). Every write is conditional on the row still being this process's and RUNNING:
 * a cancel (from any instance) or a takeover stops it at its next step, and the partial file is
 * deleted. The workbook is the one the direct batch export streams (same code, same writer).
 */
export async function runExportJob(db: Database, claimed: ClaimedExport, instanceId: string, signal: AbortSignal): Promise<JobOutcome<null> | null> {
  const job = claimed.row;
  const storage = getStorage();
  const fileKey = job.fileKey;
  if (!fileKey) throw new Error(`Export job ${job.id} was claimed without a file key.`);
  const mine = and(eq(exportJobs.id, job.id), eq(exportJobs.claimedBy, instanceId), eq(exportJobs.status, "RUNNING"));
  let bytes = 0;
  // The job's heartbeat renews its lease (server/jobs); the export's row shows the tray its progress.
  const stillMine = async (progress: { done?: number }) => {
    if (!(await renewLease(db, claimed.job, instanceId, progress.done === undefined ? undefined : { done: progress.done, total: job.total }))) return false;
    const [row] = await db.update(exportJobs).set({ ...progress, bytes }).where(mine).returning({ id: exportJobs.id });
    return row !== undefined;
  };
  const stopper = new AbortController();
  const stop = () => stopper.abort();
  signal.addEventListener("abort", stop, { once: true });
  // A step can take long (a chunk's query on a busy database): the lease is renewed on its own too.
  const heartbeat = setInterval(() => {
    void stillMine({}).then((held) => (held ? undefined : stop()), () => undefined);
  }, JOB_POLICIES.export.leaseMs / 3);
  heartbeat.unref();

  const step = progressStep(job.total);
  let stored = 0;
  const onProgress: ExportProgress = async (done, total) => {
    if (stopper.signal.aborted) throw new ExportStopped();
    if (done - stored < step && done < total) return;
    stored = done;
    // On PGlite every statement resolves without I/O, so an export would hold the event loop to
    // its end: each step lets requests, timers and the file's own writes through.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (!(await stillMine({ done }))) throw new ExportStopped();
  };
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(null, chunk);
    },
  });

  let writing: Promise<void> | undefined;
  try {
    const actor = ownerActor(job);
    // The workbook speaks its owner's language (users.locale), like the direct export speaks the caller's.
    const language = await ownerLanguage(db, job.ownerUserId);
    const download =
      job.kind === "timesheets"
        ? await exportTimesheets(db, actor, job.timesheetIds, { expenses: enabledFeatures().expenses, onProgress, language })
        : await exportTimesheetsExpenses(db, actor, job.timesheetIds, { onProgress, language });
    writing = storage.putStream(fileKey, counted, XLSX_CONTENT_TYPE);
    await Promise.all([writeXlsx(download, counted), writing]);
    const [finished] = await db
      .update(exportJobs)
      .set({ status: "DONE", done: job.total, bytes, finishedAt: sql`now()`, expiresAt: sql`now() + interval '24 hours'` })
      .where(mine)
      .returning({ id: exportJobs.id });
    // Cancelled between the last step and the end: the finished file goes too.
    if (!finished) await storage.delete(fileKey);
    return finished ? { ok: true, detail: null } : null;
  } catch (error) {
    counted.destroy();
    await writing?.catch(() => undefined);
    await storage.delete(fileKey).catch(() => undefined);
    if (error instanceof ExportStopped) return null;
    if (!(error instanceof AppError)) console.error(`Export job ${job.id} failed:`, error);
    await db
      .update(exportJobs)
      .set({ status: "FAILED", error: failureReason(error), bytes: 0, finishedAt: sql`now()`, expiresAt: sql`now() + interval '24 hours'` })
      .where(mine);
    // Its own error: another run would meet it again.
    return { ok: false, error: failureReason(error), final: true, detail: null };
  } finally {
    clearInterval(heartbeat);
    signal.removeEventListener("abort", stop);
  }
}
