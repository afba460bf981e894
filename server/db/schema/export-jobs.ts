import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { EXPORT_JOB_KINDS, EXPORT_JOB_STATUSES, type ExportJobKind, type ExportJobStatus } from "@/lib/schemas/export-jobs";
import { user } from "./auth";
import { createdAt, id, json, oneOf, updatedAt } from "./columns";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/**
 * A batch export run in the background (issue 38): the payload of a job of kind "export"
 * (server/jobs), whose lease and heartbeat live on that job. `attempts` and `claimed_by` repeat the
 * job's at the start of each run, since the file key of a run is named after its attempt.
 */
export const exportJobs = pgTable(
  "export_jobs",
  {
    id: id(),
    /** Who started it; null for the installation's ADMIN_API_KEY. Only the owner sees it. */
    ownerUserId: uuid("owner_user_id").references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ExportJobKind>().notNull(),
    status: text("status").$type<ExportJobStatus>().notNull().default("QUEUED"),
    /** The timesheets asked for, in order (the workbook follows it). */
    timesheetIds: json("timesheet_ids").$type<string[]>().notNull(),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    fileName: text("file_name").notNull(),
    /** Where the file is written (server/storage); set when a run starts. */
    fileKey: text("file_key"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    claimedBy: text("claimed_by"),
    startedAt: at("started_at"),
    finishedAt: at("finished_at"),
    /** finished + 24 h: the file is removed then, and the job leaves the list. */
    expiresAt: at("expires_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("export_jobs_owner_idx").on(t.ownerUserId, t.createdAt),
    index("export_jobs_expires_idx").on(t.expiresAt),
    oneOf("export_jobs_kind_check", t.kind, EXPORT_JOB_KINDS),
    oneOf("export_jobs_status_check", t.status, EXPORT_JOB_STATUSES),
    check("export_jobs_progress_check", sql`${t.done} >= 0 and ${t.done} <= ${t.total} and ${t.bytes} >= 0`),
  ],
);
