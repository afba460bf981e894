import "server-only";
import { WEBHOOK_RETRY_DELAYS_MS } from "@/lib/domain/webhook-events";
import type { JobKind } from "@/lib/schemas/background-jobs";

/**
 * How each kind is retried and leased: data read by the one retry rule (nextRunAt) and the one
 * claim (claimJobs), never code of its own. `delaysMs` pins a published schedule (the mail
 * outbox's and the webhooks' waits are documented and tested); without it the wait doubles from
 * `baseDelayMs`. A kind's job FAILS for good at `maxAttempts` claims.
 */
export interface JobPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  delaysMs?: readonly number[];
  /** How long a claim holds before another worker may take the job over; long work renews it (heartbeat). */
  leaseMs: number;
}

const MINUTE = 60_000;

export const JOB_POLICIES: Readonly<Record<JobKind, JobPolicy>> = {
  // 1 min, 5 min, 30 min, 2 h, 12 h, then FAILED at the 6th failure (docs: the mail outbox).
  mail: { maxAttempts: 6, baseDelayMs: MINUTE, delaysMs: [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE], leaseMs: 10 * MINUTE },
  webhook: { maxAttempts: WEBHOOK_RETRY_DELAYS_MS.length + 1, baseDelayMs: MINUTE, delaysMs: WEBHOOK_RETRY_DELAYS_MS, leaseMs: 5 * MINUTE },
  // An export's own failure is final (its reason is for people); only a dead worker's claim is retried, at once.
  export: { maxAttempts: 3, baseDelayMs: 0, leaseMs: MINUTE },
  "daily-jobs": { maxAttempts: 5, baseDelayMs: MINUTE, leaseMs: 30 * MINUTE },
  "daily-backup": { maxAttempts: 3, baseDelayMs: 10 * MINUTE, leaseMs: 30 * MINUTE },
};

/** The one retry rule: when to try again after `attempts` claims of the kind, or null when the job has FAILED for good. */
export function nextRunAt(policy: JobPolicy, attempts: number, now: Date): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  const delay = policy.delaysMs?.[attempts - 1] ?? policy.baseDelayMs * 2 ** Math.max(0, attempts - 1);
  return new Date(now.getTime() + delay);
}
