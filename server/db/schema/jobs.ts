import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { JOB_KINDS, JOB_STATUSES, type JobKind, type JobStatus } from "@/lib/schemas/background-jobs";
import { createdAt, id, oneOf, updatedAt } from "./columns";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/**
 * Every piece of background work is a row here (server/jobs): an outbox mail, a webhook delivery
 * and an export each get one in the transaction that writes them (database triggers, migration
 * background_jobs), and each scheduled kind (the daily jobs, the daily backup) is one row that
 * goes back to QUEUED with its next run. One claim statement, one lease, one retry rule.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").$type<JobKind>().notNull(),
    /** The row the job works on (mail_outbox, webhook_deliveries, export_jobs); null for a scheduled kind. */
    refId: uuid("ref_id"),
    status: text("status").$type<JobStatus>().notNull().default("QUEUED"),
    /** Claims so far: a claim counts, so a process that dies mid-job uses up an attempt too. */
    attempts: integer("attempts").notNull().default(0),
    /** Due from then; for a scheduled kind, its next run. */
    runAt: at("run_at").notNull().defaultNow(),
    /** The lease: the claiming worker's, until then; a lease that ran out lets another worker claim it. */
    lockedUntil: at("locked_until"),
    lockedBy: text("locked_by"),
    heartbeatAt: at("heartbeat_at"),
    progressDone: integer("progress_done"),
    progressTotal: integer("progress_total"),
    lastError: text("last_error"),
    /** When a scheduled kind last succeeded. */
    lastRunAt: at("last_run_at"),
    finishedAt: at("finished_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The claim: due jobs of one kind in run_at order.
    index("jobs_due_idx").on(t.kind, t.status, t.runAt),
    // The Background jobs list: newest first, filtered by status or not.
    index("jobs_status_created_idx").on(t.status, t.createdAt, t.id),
    index("jobs_created_idx").on(t.createdAt, t.id),
    uniqueIndex("jobs_ref_idx").on(t.kind, t.refId),
    uniqueIndex("jobs_scheduled_idx").on(t.kind).where(sql`${t.refId} is null`),
    oneOf("jobs_kind_check", t.kind, JOB_KINDS),
    oneOf("jobs_status_check", t.status, JOB_STATUSES),
    check("jobs_attempts_check", sql`${t.attempts} >= 0`),
  ],
);
