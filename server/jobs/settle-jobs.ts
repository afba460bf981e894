import "server-only";
import { sql } from "drizzle-orm";
import type { JobKind, JobStatus } from "@/lib/schemas/background-jobs";
import { rowsOf, type DbOrTx } from "@/server/db";
import { dueBy } from "./claim-jobs";
import { JOB_POLICIES } from "./policies";

/** Where a run left its job: done, queued again (a retry or the next scheduled run), or FAILED for good. */
export interface Settlement {
  id: string;
  status: Extract<JobStatus, "SUCCEEDED" | "QUEUED" | "FAILED">;
  attempts: number;
  runAt: string;
  error: string | null;
  /** A scheduled kind's successful run. */
  ranAt?: string | null;
}

/**
 * Writes the ends of a batch's runs in one statement. Only jobs still RUNNING under this worker's
 * lease are written: a job cancelled meanwhile, or taken over after its lease ran out, is no
 * longer this worker's to settle. Answers the ids it wrote.
 */
export async function settleJobs(db: DbOrTx, workerId: string, settlements: readonly Settlement[]): Promise<Set<string>> {
  if (settlements.length === 0) return new Set();
  const rows = await db.execute(sql`
    update jobs j set status = s.status, attempts = s.attempts, run_at = s.run_at, last_error = s.error,
      last_run_at = coalesce(s.ran_at, j.last_run_at), locked_by = null, locked_until = null,
      finished_at = case when s.status = 'QUEUED' then null else now() end
    from jsonb_to_recordset(${JSON.stringify(settlements.map((s) => ({ ...s, ran_at: s.ranAt ?? null, run_at: s.runAt })))}::jsonb)
      as s(id uuid, status text, attempts int, run_at timestamptz, error text, ran_at timestamptz)
    where j.id = s.id and j.status = 'RUNNING' and j.locked_by = ${workerId}
    returning j.id`);
  return new Set(rowsOf<{ id: string }>(rows).map((row) => row.id));
}

/** A job given up by giveUpJobs: its worker died on its last attempt. */
export interface AbandonedJob {
  id: string;
  refId: string | null;
  attempts: number;
  error: string;
}

/**
 * Jobs of `kind` whose worker died on their last allowed attempt (RUNNING, lease run out, attempts
 * used up) are FAILED with the reason; the kind mirrors that onto its own row.
 */
export async function giveUpJobs(db: DbOrTx, kind: JobKind, reason: string, now = new Date()): Promise<AbandonedJob[]> {
  const rows = await db.execute(sql`
    update jobs set status = 'FAILED', last_error = ${reason}, locked_by = null, locked_until = null, finished_at = now()
    where kind = ${kind} and status = 'RUNNING' and locked_until <= ${dueBy(now)} and attempts >= ${JOB_POLICIES[kind].maxAttempts}
    returning id, ref_id as "refId", attempts, last_error as error`);
  return rowsOf<AbandonedJob>(rows);
}

/**
 * Long work renews its lease (and stores its progress) while it runs; false when the job is no
 * longer this worker's (cancelled, or taken over), so the work stops.
 */
export async function heartbeat(db: DbOrTx, job: { id: string; kind: JobKind }, workerId: string, progress?: { done: number; total: number }): Promise<boolean> {
  const rows = await db.execute(sql`
    update jobs set heartbeat_at = now(), locked_until = now() + ${`${JOB_POLICIES[job.kind].leaseMs} milliseconds`}::interval,
      progress_done = coalesce(${progress?.done ?? null}::int, progress_done), progress_total = coalesce(${progress?.total ?? null}::int, progress_total)
    where id = ${job.id} and status = 'RUNNING' and locked_by = ${workerId}
    returning id`);
  return rowsOf(rows).length > 0;
}

/**
 * On PGlite's start: the embedded database belongs to this one process, so a job still RUNNING
 * was being run by a process that is gone. Its lease ends now and the next claim retries it
 * (or gives it up, if that was its last attempt).
 */
export async function releaseOrphanedJobs(db: DbOrTx): Promise<number> {
  const rows = await db.execute(sql`update jobs set locked_until = now() where status = 'RUNNING' returning id`);
  return rowsOf(rows).length;
}

/** Cancels the waiting or running jobs of these rows; a running one's worker sees it at its next heartbeat. */
export async function cancelJobsOf(db: DbOrTx, kind: JobKind, refIds: readonly string[], reason: string): Promise<void> {
  if (refIds.length === 0) return;
  await db.execute(sql`
    update jobs set status = 'CANCELLED', last_error = ${reason}, locked_by = null, locked_until = null, finished_at = now()
    where kind = ${kind} and ref_id in (select unnest(${`{${refIds.join(",")}}`}::uuid[])) and status in ('QUEUED', 'RUNNING')`);
}

/** Queues the jobs of these rows again, due now with fresh attempts (a retried mail, a resent delivery). */
export async function requeueJobsOf(db: DbOrTx, kind: JobKind, refIds: readonly string[]): Promise<void> {
  if (refIds.length === 0) return;
  await db.execute(sql`
    insert into jobs (kind, ref_id) select ${kind}, unnest(${`{${refIds.join(",")}}`}::uuid[])
    on conflict (kind, ref_id) do update set status = 'QUEUED', attempts = 0, run_at = now(), last_error = null,
      locked_by = null, locked_until = null, finished_at = null`);
}
