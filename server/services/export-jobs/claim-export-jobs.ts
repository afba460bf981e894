import "server-only";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { exportJobs } from "@/server/db/schema";
import type { ExportJobRow } from "./export-job-view";
import { EXPORT_FILE_HOURS } from "@/lib/schemas/export-jobs";

/**
 * How long a claimed job is left to the process that took it. The process renews it while it
 * writes (every third of it at least); a process that died lets it run out, and then another
 * instance of a PostgreSQL deployment takes the job over.
 */
export const EXPORT_LEASE_MS = 60_000;

/** A job whose process died this many times is given up: the next death would likely be the same export's doing. */
export const MAX_EXPORT_ATTEMPTS = 3;

export const leaseEnd = () => sql`now() + ${`${EXPORT_LEASE_MS} milliseconds`}::interval`;

/**
 * Claims up to `limit` jobs for `instanceId` in one statement: queued ones, and running ones whose
 * lease ran out. A claim starts the job over (progress 0, a new attempt with its own file key);
 * FOR UPDATE SKIP LOCKED keeps two instances from claiming the same job.
 */
export async function claimExportJobs(db: Database, instanceId: string, limit: number): Promise<ExportJobRow[]> {
  if (limit <= 0) return [];
  const due = db
    .select({ id: exportJobs.id })
    .from(exportJobs)
    .where(
      and(
        lt(exportJobs.attempts, MAX_EXPORT_ATTEMPTS),
        or(eq(exportJobs.status, "QUEUED"), and(eq(exportJobs.status, "RUNNING"), lte(exportJobs.leaseUntil, sql`now()`))),
      ),
    )
    .orderBy(asc(exportJobs.createdAt), asc(exportJobs.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(exportJobs)
    .set({
      status: "RUNNING",
      claimedBy: instanceId,
      attempts: sql`${exportJobs.attempts} + 1`,
      leaseUntil: leaseEnd(),
      heartbeatAt: sql`now()`,
      startedAt: sql`coalesce(${exportJobs.startedAt}, now())`,
      done: 0,
      bytes: 0,
      fileKey: sql`'exports/' || ${exportJobs.id} || '/' || (${exportJobs.attempts} + 1)`,
      error: null,
    })
    .where(inArray(exportJobs.id, due))
    .returning();
}

/**
 * Jobs whose process died MAX_EXPORT_ATTEMPTS times are marked failed with the reason; their last
 * attempt's file key is returned for deletion.
 */
export async function giveUpDeadExportJobs(db: Database): Promise<string[]> {
  const rows = await db
    .update(exportJobs)
    .set({
      status: "FAILED",
      error: `The server writing this export stopped ${MAX_EXPORT_ATTEMPTS} times. Start the export again, or export fewer timesheets.`,
      finishedAt: sql`now()`,
      expiresAt: sql`now() + make_interval(hours => ${EXPORT_FILE_HOURS})`,
      leaseUntil: null,
    })
    .where(and(eq(exportJobs.status, "RUNNING"), lte(exportJobs.leaseUntil, sql`now()`), sql`${exportJobs.attempts} >= ${MAX_EXPORT_ATTEMPTS}`))
    .returning({ fileKey: exportJobs.fileKey });
  return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}
