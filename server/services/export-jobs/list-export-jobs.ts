import "server-only";
import { and, desc } from "drizzle-orm";
import type { ExportJobView } from "@/lib/schemas/export-jobs";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { exportJobs } from "@/server/db/schema";
import { ownedBy, stillListed, toExportJobView } from "./export-job-view";

/** GET /api/export-jobs: the actor's exports, running and finished within 24 h, newest first. */
export async function listExportJobs(db: DbOrTx, actor: Actor): Promise<ExportJobView[]> {
  const rows = await db
    .select()
    .from(exportJobs)
    .where(and(ownedBy(actor), stillListed))
    .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
    .limit(50);
  return rows.map(toExportJobView);
}
