import "server-only";
import { sql } from "drizzle-orm";
import { env } from "@/env";
import { addDays, type IsoDate } from "@/lib/domain/dates";
import type { ScheduledJobKind } from "@/lib/schemas/background-jobs";
import { businessToday } from "@/server/clock";
import { rowsOf, type Database } from "@/server/db";
import { claimJobs } from "./claim-jobs";
import { JOB_POLICIES, nextRunAt } from "./policies";
import { thisWorker } from "./run-due-jobs";
import { heartbeat, settleJobs } from "./settle-jobs";

/** Each scheduled kind this installation runs gets its one row, due at once the first time. */
export async function ensureScheduledJobs(db: Database, kinds: readonly ScheduledJobKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await db.execute(sql`insert into jobs (kind) select unnest(${`{${kinds.join(",")}}`}::text[]) on conflict (kind) where ref_id is null do nothing`);
}

/** The start of a business day (midnight in BUSINESS_TIME_ZONE), as an instant. */
async function startOf(db: Database, day: IsoDate): Promise<string> {
  const [row] = rowsOf<{ at: string }>(await db.execute(sql`select to_char((${day}::date)::timestamp at time zone ${env.BUSINESS_TIME_ZONE} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at`));
  return row!.at;
}

export interface ScheduledRun {
  /** The business day the run is for; it is due once that day has begun and the last run was for an earlier day. */
  today?: IsoDate;
  workerId?: string;
}

/**
 * Runs a scheduled kind if its row is due (its next run has come: the start of the business day
 * after its last run), once across every process and instance: the row is claimed like any job.
 * So a run missed while the server was down happens once, at the next start or tick. Success
 * moves the next run to the next business day; a failure retries under the kind's policy, and
 * when that is used up the row waits for the next day, keeping the error for the Background jobs
 * screen. Long work renews the lease. Answers whether it ran.
 */
export async function runScheduledJob(db: Database, kind: ScheduledJobKind, work: (today: IsoDate) => Promise<void>, options: ScheduledRun = {}): Promise<boolean> {
  const today = options.today ?? businessToday();
  const workerId = options.workerId ?? thisWorker();
  const [job] = await claimJobs(db, kind, workerId, 1, new Date(await startOf(db, today)));
  if (!job) return false;
  const renew = setInterval(() => void heartbeat(db, job, workerId).catch(() => undefined), JOB_POLICIES[kind].leaseMs / 3);
  renew.unref();
  const now = new Date();
  const tomorrow = await startOf(db, addDays(today, 1));
  try {
    await work(today);
    await settleJobs(db, workerId, [{ id: job.id, status: "QUEUED", attempts: 0, runAt: tomorrow, error: null, ranAt: now.toISOString() }]);
  } catch (error) {
    const retry = nextRunAt(JOB_POLICIES[kind], job.attempts, now);
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await settleJobs(db, workerId, [{ id: job.id, status: "QUEUED", attempts: retry ? job.attempts : 0, runAt: (retry ?? new Date(tomorrow)).toISOString(), error: message }]);
    throw error;
  } finally {
    clearInterval(renew);
  }
  return true;
}
