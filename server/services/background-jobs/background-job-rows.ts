import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { BackgroundJob, JobKind } from "@/lib/schemas/background-jobs";
import { jobs } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { JOB_POLICIES } from "@/server/jobs/policies";

export const backgroundJobColumns = {
  id: jobs.id,
  kind: jobs.kind,
  refId: jobs.refId,
  status: jobs.status,
  attempts: jobs.attempts,
  runAt: isoTimestampSql(jobs.runAt),
  lockedUntil: isoTimestampSql<string | null>(jobs.lockedUntil),
  progressDone: jobs.progressDone,
  progressTotal: jobs.progressTotal,
  lastError: jobs.lastError,
  lastRunAt: isoTimestampSql<string | null>(jobs.lastRunAt),
  finishedAt: isoTimestampSql<string | null>(jobs.finishedAt),
  createdAt: isoTimestampSql(jobs.createdAt),
};

export function toBackgroundJob(row: Omit<BackgroundJob, "maxAttempts">): BackgroundJob {
  return { ...row, maxAttempts: JOB_POLICIES[row.kind].maxAttempts };
}

/**
 * What a retry or a cancel does to the kind's own row, so the outbox, the deliveries list and the
 * export tray show the same state as the job: one statement per kind, over the ids given.
 */
export function payloadFollows(kind: JobKind, action: "retry" | "cancel", refIds: SQL): SQL | null {
  const retry = action === "retry";
  switch (kind) {
    case "mail":
      return retry
        ? sql`update mail_outbox set status = 'PENDING', attempts = 0, next_attempt_at = now() where id in (${refIds})`
        : sql`update mail_outbox set status = 'FAILED', last_error = 'Cancelled.' where id in (${refIds}) and status = 'PENDING'`;
    case "webhook":
      return retry
        ? sql`update webhook_deliveries set status = 'PENDING', attempts = 0, next_attempt_at = now() where id in (${refIds})`
        : sql`update webhook_deliveries set status = 'FAILED', response_body = 'Cancelled.' where id in (${refIds}) and status = 'PENDING'`;
    case "export":
      return retry
        ? sql`update export_jobs set status = 'QUEUED', attempts = 0, done = 0, bytes = 0, error = null, finished_at = null, expires_at = null where id in (${refIds})`
        : sql`update export_jobs set status = 'CANCELLED', error = 'Cancelled.', finished_at = now(), expires_at = now() + interval '24 hours' where id in (${refIds}) and status in ('QUEUED', 'RUNNING')`;
    default:
      return null;
  }
}
