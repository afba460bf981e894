import "server-only";
import { inArray, sql } from "drizzle-orm";
import { EXPORT_FILE_HOURS } from "@/lib/schemas/export-jobs";
import { rowsOf, type Database } from "@/server/db";
import { exportJobs } from "@/server/db/schema";
import { claimJobs, type ClaimedJob } from "@/server/jobs/claim-jobs";
import { JOB_POLICIES } from "@/server/jobs/policies";
import { giveUpJobs } from "@/server/jobs/settle-jobs";
import type { ExportJobRow } from "./export-job-view";
import { englishText } from "@/lib/errors";

export interface ClaimedExport {
  job: ClaimedJob;
  row: ExportJobRow;
}

/**
 * Claims up to `limit` export jobs for `instanceId` (the one claim of server/jobs) and starts
 * each export over in one statement: RUNNING, progress 0, the job's attempt and a file key of
 * its own, so a takeover never writes into a dead run's file.
 */
/** @internal The export tests claim through this; the worker uses claimExports. */
export async function claimExportJobs(db: Database, instanceId: string, limit: number): Promise<ExportJobRow[]> {
  return (await claimExports(db, instanceId, limit)).map((claimed) => claimed.row);
}

export async function claimExports(db: Database, instanceId: string, limit: number): Promise<ClaimedExport[]> {
  const claimed = await claimJobs(db, "export", instanceId, limit);
  if (claimed.length === 0) return [];
  const runs = claimed.map((job) => ({ id: job.refId, attempts: job.attempts }));
  await db.execute(sql`
      update export_jobs e set status = 'RUNNING', claimed_by = ${instanceId}, attempts = r.attempts,
        started_at = coalesce(e.started_at, now()), done = 0, bytes = 0, error = null,
        file_key = 'exports/' || e.id || '/' || r.attempts
      from jsonb_to_recordset(${JSON.stringify(runs)}::jsonb) as r(id uuid, attempts int)
      where e.id = r.id`);
  const ids = claimed.flatMap((job) => (job.refId ? [job.refId] : []));
  const exports = await db.select().from(exportJobs).where(inArray(exportJobs.id, ids));
  const byId = new Map(exports.map((row) => [row.id, row]));
  return claimed.flatMap((job) => {
    const row = job.refId ? byId.get(job.refId) : undefined;
    return row ? [{ job, row }] : [];
  });
}

/**
 * Exports whose writer died on their last attempt: the job FAILED with the reason (giveUpJobs),
 * the export too; their last attempt's file keys are returned for deletion.
 */
export async function giveUpDeadExportJobs(db: Database): Promise<string[]> {
  // Stored as the export's English error; the tray finds its key again by the sentence.
  const reason = englishText({ key: "serverWritingExportStopped", values: { count: JOB_POLICIES.export.maxAttempts } });
  const abandoned = await giveUpJobs(db, "export", reason);
  const ids = abandoned.flatMap((job) => (job.refId ? [job.refId] : []));
  if (ids.length === 0) return [];
  const rows = rowsOf<{ fileKey: string | null }>(
    await db.execute(sql`
      update export_jobs set status = 'FAILED', error = ${reason}, finished_at = now(), expires_at = now() + make_interval(hours => ${EXPORT_FILE_HOURS})
      where id in (select unnest(${`{${ids.join(",")}}`}::uuid[])) and status in ('QUEUED', 'RUNNING')
      returning file_key as "fileKey"`),
  );
  return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}
