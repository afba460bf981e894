import "server-only";
import { lte, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { exportJobs } from "@/server/db/schema";
import { getStorage } from "@/server/storage";

/** Finished exports whose 24 h are over: their files are deleted from storage and the jobs leave the list. */
export async function removeExpiredExportJobs(db: Database): Promise<number> {
  const expired = await db.delete(exportJobs).where(lte(exportJobs.expiresAt, sql`now()`)).returning({ fileKey: exportJobs.fileKey });
  for (const { fileKey } of expired) if (fileKey) await getStorage().delete(fileKey);
  return expired.length;
}
