import "server-only";
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { JobKind } from "@/lib/schemas/background-jobs";
import type { Database } from "@/server/db";
import { claimJobs, type ClaimedJob } from "./claim-jobs";
import { JOB_POLICIES, nextRunAt } from "./policies";
import { giveUpJobs, settleJobs, type Settlement } from "./settle-jobs";

/** How a run ended, as the kind's handler reports it. */
export type JobOutcome<Detail> =
  | { ok: true; detail: Detail }
  /** `final`: no retry will help (a disabled endpoint, an export's own error); otherwise the retry rule decides. */
  | { ok: false; error: string; final?: boolean; detail: Detail }
  /** Not this job's turn (its endpoint is switched off): back in the queue, the attempt not counted. */
  | { postponeUntil: Date };

export interface SettledJob<Detail> {
  job: ClaimedJob;
  settlement: Settlement;
  detail: Detail | null;
}

/** A kind of background work: how to run a batch of its claimed jobs and how to mirror their ends onto its own rows. */
export interface JobHandler<Detail> {
  kind: JobKind;
  perform(db: Database, claimed: readonly ClaimedJob[], now: Date): Promise<ReadonlyMap<string, JobOutcome<Detail>>>;
  /** After the job rows are written: the kind's own rows follow (the outbox's status, a delivery's response). */
  record?(db: Database, settled: readonly SettledJob<Detail>[], now: Date): Promise<void>;
  /** Said of a job whose worker died on its last attempt. */
  abandonedReason: string;
}

export interface RunCounts {
  succeeded: number;
  retrying: number;
  failed: number;
}

export interface RunOptions {
  now?: Date;
  workerId?: string;
  batchSize?: number;
  maxBatches?: number;
}

// On globalThis: route handlers and instrumentation are separate bundles of one process.
const holder = globalThis as unknown as { __settleWorkerId?: string };

/** This process's name on the leases it holds. */
export function thisWorker(): string {
  return (holder.__settleWorkerId ??= `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`);
}

/** The end of one run under the one retry rule. */
export function settlementOf(job: ClaimedJob, outcome: JobOutcome<unknown> | undefined, now: Date): Settlement {
  if (!outcome) return { id: job.id, status: "FAILED", attempts: job.attempts, runAt: now.toISOString(), error: "The job's row is gone." };
  if ("postponeUntil" in outcome) return { id: job.id, status: "QUEUED", attempts: job.attempts - 1, runAt: outcome.postponeUntil.toISOString(), error: null };
  if (outcome.ok) return { id: job.id, status: "SUCCEEDED", attempts: job.attempts, runAt: now.toISOString(), error: null };
  const next = outcome.final ? null : nextRunAt(JOB_POLICIES[job.kind], job.attempts, now);
  return { id: job.id, status: next ? "QUEUED" : "FAILED", attempts: job.attempts, runAt: (next ?? now).toISOString(), error: outcome.error.slice(0, 1000) || "Unknown error" };
}

/**
 * Runs the due jobs of one kind, batch after batch: give up the jobs whose worker died on their
 * last attempt, claim, perform, settle (one statement), and let the kind mirror the ends.
 */
export async function runDueJobs<Detail>(db: Database, handler: JobHandler<Detail>, options: RunOptions = {}): Promise<RunCounts> {
  const now = options.now ?? new Date();
  const workerId = options.workerId ?? thisWorker();
  const batchSize = options.batchSize ?? 25;
  const counts: RunCounts = { succeeded: 0, retrying: 0, failed: 0 };
  const abandoned = await giveUpJobs(db, handler.kind, handler.abandonedReason, now);
  if (abandoned.length > 0 && handler.record) {
    await handler.record(
      db,
      abandoned.map((job) => ({
        job: { id: job.id, kind: handler.kind, refId: job.refId, attempts: job.attempts, lockedBy: workerId },
        settlement: { id: job.id, status: "FAILED", attempts: job.attempts, runAt: now.toISOString(), error: job.error },
        detail: null,
      })),
      now,
    );
  }
  for (let batch = 0; batch < (options.maxBatches ?? 20); batch++) {
    const claimed = await claimJobs(db, handler.kind, workerId, batchSize, now);
    if (claimed.length === 0) break;
    const outcomes = await handler.perform(db, claimed, now);
    const settled = claimed.map((job) => {
      const outcome = outcomes.get(job.id);
      return { job, settlement: settlementOf(job, outcome, now), detail: outcome && "detail" in outcome ? outcome.detail : null };
    });
    const written = await settleJobs(db, workerId, settled.map((s) => s.settlement));
    const ours = settled.filter((s) => written.has(s.job.id));
    if (handler.record) await handler.record(db, ours, now);
    for (const { settlement, job } of ours) {
      if (settlement.status === "SUCCEEDED") counts.succeeded += 1;
      else if (settlement.status === "FAILED") counts.failed += 1;
      else if (settlement.attempts === job.attempts) counts.retrying += 1;
    }
    if (claimed.length < batchSize) break;
  }
  return counts;
}
