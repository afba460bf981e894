import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { exportJobs } from "@/server/db/schema";
import { getStorage } from "@/server/storage";
import { EXPORT_FILE_HOURS } from "@/lib/schemas/export-jobs";

export const ORPHANED_EXPORT_REASON = "The server stopped while this export was being written. Start the export again.";

/**
 * At the start of a PGlite server: the embedded database belongs to this one process, so a job
 * still marked running was being written by a process that is gone, and nobody else will take
 * it over. It is failed with the reason, and its partial file deleted.
 */
export async function failOrphanedExportJobs(db: Database): Promise<number> {
  const orphaned = await db
    .update(exportJobs)
    .set({ status: "FAILED", error: ORPHANED_EXPORT_REASON, finishedAt: sql`now()`, expiresAt: sql`now() + make_interval(hours => ${EXPORT_FILE_HOURS})`, leaseUntil: null })
    .where(eq(exportJobs.status, "RUNNING"))
    .returning({ fileKey: exportJobs.fileKey });
  const storage = getStorage();
  for (const { fileKey } of orphaned) if (fileKey) await storage.delete(fileKey).catch(() => undefined);
  return orphaned.length;
}
