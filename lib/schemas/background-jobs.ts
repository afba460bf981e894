import { z } from "zod";
import { isoTimestamp, uuid } from "./common";
import { pageQuery } from "./paging";

/** The life of a job row (server/jobs): QUEUED until claimed, RUNNING under a lease, then one of the three ends. */
export const JOB_STATUSES = ["QUEUED", "RUNNING", "SUCCEEDED", "FAILED", "CANCELLED"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What a job does. The first three point at their own row (ref_id); the scheduled ones are one row each. */
export const JOB_KINDS = ["mail", "webhook", "export", "daily-jobs", "daily-backup"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const SCHEDULED_JOB_KINDS = ["daily-jobs", "daily-backup"] as const satisfies readonly JobKind[];
export type ScheduledJobKind = (typeof SCHEDULED_JOB_KINDS)[number];

export const backgroundJobSchema = z.object({
  id: uuid,
  kind: z.enum(JOB_KINDS),
  /** The row the job works on (an outbox mail, a webhook delivery, an export); null for scheduled kinds. */
  refId: uuid.nullable(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: isoTimestamp,
  lockedUntil: isoTimestamp.nullable(),
  progressDone: z.number().int().nullable(),
  progressTotal: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastRunAt: isoTimestamp.nullable(),
  finishedAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

export const scheduledJobSchema = z.object({
  id: uuid,
  kind: z.enum(SCHEDULED_JOB_KINDS),
  status: z.enum(JOB_STATUSES),
  lastRunAt: isoTimestamp.nullable(),
  nextRunAt: isoTimestamp,
  lastError: z.string().nullable(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const backgroundJobsQuerySchema = pageQuery.extend({ status: z.enum(JOB_STATUSES).optional() }).strict();
export type BackgroundJobsQuery = z.infer<typeof backgroundJobsQuerySchema>;
