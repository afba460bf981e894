import "server-only";
import type { ExportJobView } from "@/lib/schemas/export-jobs";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { findOwnExportJob, toExportJobView } from "./export-job-view";

/** GET /api/export-jobs/{id}: one of the actor's exports with its progress. */
export async function getExportJob(db: DbOrTx, actor: Actor, id: string): Promise<ExportJobView> {
  return toExportJobView(await findOwnExportJob(db, actor, id));
}
