import "server-only";
import { eq, sql } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { BackgroundJob } from "@/lib/schemas/background-jobs";
import { rowsOf, type Database } from "@/server/db";
import { jobs } from "@/server/db/schema";
import { stopExportJobHere } from "@/server/services/export-jobs/work-on-export-jobs";
import { getStorage } from "@/server/storage";
import { backgroundJobColumns, payloadFollows, toBackgroundJob } from "./background-job-rows";

/**
 * POST /api/background-jobs/{id}/retry: a FAILED or CANCELLED job is queued again, due now with
 * fresh attempts, and its own row (the mail, the delivery, the export) shows it waiting again.
 */
export async function retryBackgroundJob(db: Database, id: string): Promise<BackgroundJob> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select({ kind: jobs.kind, refId: jobs.refId, status: jobs.status }).from(jobs).where(eq(jobs.id, id)).for("update");
    if (!job) throw notFound("backgroundJob");
    if (job.status !== "FAILED" && job.status !== "CANCELLED") throw conflict({ key: "retryOnlyFailedJob" });
    const [row] = await tx
      .update(jobs)
      .set({ status: "QUEUED", attempts: 0, runAt: sql`now()`, lockedBy: null, lockedUntil: null, finishedAt: null })
      .where(eq(jobs.id, id))
      .returning(backgroundJobColumns);
    const follows = job.refId ? payloadFollows(job.kind, "retry", sql`${job.refId}::uuid`) : null;
    if (follows) await tx.execute(follows);
    return toBackgroundJob(row!);
  });
}

/**
 * POST /api/background-jobs/{id}/cancel: a QUEUED or RUNNING job ends CANCELLED; a running one's
 * worker sees it at its next heartbeat (an export at once, in this process). A scheduled kind
 * runs every day and cannot be cancelled.
 */
export async function cancelBackgroundJob(db: Database, id: string): Promise<BackgroundJob> {
  const job = await db.transaction(async (tx) => {
    const [current] = await tx.select({ kind: jobs.kind, refId: jobs.refId, status: jobs.status }).from(jobs).where(eq(jobs.id, id)).for("update");
    if (!current) throw notFound("backgroundJob");
    if ((current.status !== "QUEUED" && current.status !== "RUNNING") || current.refId === null) throw conflict({ key: "cancelOnlyWaitingJob" });
    const [row] = await tx
      .update(jobs)
      .set({ status: "CANCELLED", lastError: "Cancelled.", lockedBy: null, lockedUntil: null, finishedAt: sql`now()` })
      .where(eq(jobs.id, id))
      .returning(backgroundJobColumns);
    const follows = payloadFollows(current.kind, "cancel", sql`${current.refId}::uuid`);
    if (follows) await tx.execute(follows);
    return toBackgroundJob(row!);
  });
  if (job.kind === "export" && job.refId) {
    stopExportJobHere(job.refId);
    const [file] = rowsOf<{ key: string | null }>(await db.execute(sql`select file_key as key from export_jobs where id = ${job.refId}`));
    if (file?.key) await getStorage().delete(file.key).catch(() => undefined);
  }
  return job;
}
