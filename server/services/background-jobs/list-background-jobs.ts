import "server-only";
import { and, asc, desc, eq, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { SCHEDULED_JOB_KINDS, type BackgroundJob, type BackgroundJobsQuery, type ScheduledJob } from "@/lib/schemas/background-jobs";
import type { Page } from "@/lib/schemas/paging";
import type { DbOrTx } from "@/server/db";
import { jobs } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { cursorValue, decodeCursor, toPage } from "@/server/http/keyset-cursor";
import { backgroundJobColumns, toBackgroundJob } from "./background-job-rows";

const isTimestamp = (value: string) => !Number.isNaN(Date.parse(value));

/**
 * GET /api/background-jobs: the jobs, newest first, optionally of one status; a page of `limit`
 * read on the (status, created_at, id) or (created_at, id) index, however many there are.
 */
export async function listBackgroundJobs(db: DbOrTx, query: BackgroundJobsQuery): Promise<Page<BackgroundJob>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(jobs.status, query.status));
  if (query.cursor) {
    const [createdAt, id] = decodeCursor(query.cursor, [isTimestamp, cursorValue.uuid]) as [string, string];
    conditions.push(or(lt(jobs.createdAt, createdAt), and(eq(jobs.createdAt, createdAt), lt(jobs.id, id))) as SQL);
  }
  const rows = await db
    .select(backgroundJobColumns)
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(query.limit + 1);
  return toPage(rows.map(toBackgroundJob), query.limit, (row) => [row.createdAt, row.id]);
}

/** GET /api/background-jobs/scheduled: each scheduled kind with when it last ran and will run next (a row per kind). */
export async function listScheduledJobs(db: DbOrTx): Promise<ScheduledJob[]> {
  const rows = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      lastRunAt: isoTimestampSql<string | null>(jobs.lastRunAt),
      nextRunAt: isoTimestampSql(jobs.runAt),
      lastError: jobs.lastError,
    })
    .from(jobs)
    .where(and(isNull(jobs.refId), sql`${jobs.kind} in ${SCHEDULED_JOB_KINDS}`))
    .orderBy(asc(jobs.kind));
  return rows.map((row) => ({ ...row, kind: row.kind as ScheduledJob["kind"] }));
}
