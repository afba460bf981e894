import "server-only";
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { ACTIVE_EXPORT_JOB_STATUSES, type ExportJobView } from "@/lib/schemas/export-jobs";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { exportJobs } from "@/server/db/schema";
import { isoUtcTimestamp } from "@/server/db/sql/iso-timestamp";

export type ExportJobRow = typeof exportJobs.$inferSelect;

export function toExportJobView(row: ExportJobRow): ExportJobView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    total: row.total,
    done: row.done,
    bytes: row.bytes,
    fileName: row.fileName,
    error: row.error,
    createdAt: isoUtcTimestamp(row.createdAt),
    finishedAt: row.finishedAt === null ? null : isoUtcTimestamp(row.finishedAt),
    expiresAt: row.expiresAt === null ? null : isoUtcTimestamp(row.expiresAt),
  };
}

/** The actor's own jobs: a person's by user id; the installation's ADMIN_API_KEY owns those without one. */
export function ownedBy(actor: Actor): SQL {
  return actor.userId === null ? isNull(exportJobs.ownerUserId) : eq(exportJobs.ownerUserId, actor.userId);
}

/** Running, queued, or finished less than 24 h ago: what the tray lists and a download may still read. */
export const stillListed: SQL = or(inArray(exportJobs.status, ACTIVE_EXPORT_JOB_STATUSES), gt(exportJobs.expiresAt, sql`now()`)) as SQL;

/** One of the actor's own jobs; anybody else's id, or one whose 24 h are over, is 404 as if it never existed. */
export async function findOwnExportJob(db: DbOrTx, actor: Actor, id: string): Promise<ExportJobRow> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), ownedBy(actor), stillListed));
  if (!row) throw notFound("export");
  return row;
}
