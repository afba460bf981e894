import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { conflict } from "@/lib/errors";
import { ACTIVE_EXPORT_JOB_STATUSES, EXPORT_JOB_STATUS_LABEL, type ExportJobView, EXPORT_FILE_HOURS } from "@/lib/schemas/export-jobs";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { exportJobs } from "@/server/db/schema";
import { cancelJobsOf } from "@/server/jobs/settle-jobs";
import { getStorage } from "@/server/storage";
import { findOwnExportJob, toExportJobView } from "./export-job-view";
import { stopExportJobHere } from "./work-on-export-jobs";

/**
 * DELETE /api/export-jobs/{id}: stops a queued or running export and deletes what it wrote. The
 * row turns CANCELLED first, so the process writing it (this one or another instance) sees at
 * its next step that the job is no longer its own, stops and deletes its partial file too.
 */
export async function cancelExportJob(db: Database, actor: Actor, id: string): Promise<ExportJobView> {
  const job = await findOwnExportJob(db, actor, id);
  const [cancelled] = await db
    .update(exportJobs)
    .set({
      status: "CANCELLED",
      error: "Cancelled.",
      finishedAt: sql`now()`,
      expiresAt: sql`now() + make_interval(hours => ${EXPORT_FILE_HOURS})`,
    })
    .where(and(eq(exportJobs.id, job.id), inArray(exportJobs.status, ACTIVE_EXPORT_JOB_STATUSES)))
    .returning();
  if (!cancelled) {
    const now = await findOwnExportJob(db, actor, id);
    throw conflict({ key: "exportAlreadyEndedStatus", values: { status: EXPORT_JOB_STATUS_LABEL[now.status].toLowerCase() } });
  }
  await cancelJobsOf(db, "export", [job.id], "Cancelled.");
  stopExportJobHere(job.id);
  if (cancelled.fileKey) await getStorage().delete(cancelled.fileKey);
  return toExportJobView(cancelled);
}
