import "server-only";
import { sql } from "drizzle-orm";
import type { JobKind } from "@/lib/schemas/background-jobs";
import { rowsOf, type DbOrTx } from "@/server/db";
import { JOB_POLICIES } from "./policies";

/** A claimed job as the claim returns it: what a kind's handler needs, the lease included. */
export interface ClaimedJob {
  id: string;
  kind: JobKind;
  refId: string | null;
  attempts: number;
  lockedBy: string;
}

/** Due by either clock: rows carry the database's now(), which may run a little ahead of a worker's. */
export const dueBy = (now: Date) => sql`greatest(${now.toISOString()}::timestamptz, now())`;

/**
 * THE claim of background work, for every kind: up to `limit` jobs of `kind` that are due (QUEUED
 * and run_at passed, or RUNNING under a lease that ran out because its worker died) become
 * RUNNING under `workerId`'s lease, their attempt counted. FOR UPDATE SKIP LOCKED makes two
 * workers (two server instances on one PostgreSQL) take disjoint sets, so each job runs once; a
 * job whose attempts are used up is left to giveUpJobs.
 */
export async function claimJobs(db: DbOrTx, kind: JobKind, workerId: string, limit: number, now = new Date()): Promise<ClaimedJob[]> {
  if (limit <= 0) return [];
  const policy = JOB_POLICIES[kind];
  const due = dueBy(now);
  const rows = await db.execute(sql`
    update jobs set status = 'RUNNING', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = ${due} + ${`${policy.leaseMs} milliseconds`}::interval, heartbeat_at = now(), finished_at = null
    where id in (
      select id from jobs
      where kind = ${kind} and attempts < ${policy.maxAttempts}
        and ((status = 'QUEUED' and run_at <= ${due}) or (status = 'RUNNING' and locked_until <= ${due}))
      order by run_at, id
      limit ${limit}
      for update skip locked)
    returning id, kind, ref_id as "refId", attempts, locked_by as "lockedBy"`);
  return rowsOf<ClaimedJob>(rows);
}
