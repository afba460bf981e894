import "server-only";
import { and, asc, inArray, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { ACTIVE_EXPORT_JOB_STATUSES, exportProgressText, MAX_ACTIVE_EXPORT_JOBS, type ExportJobView, type StartExportJobBody } from "@/lib/schemas/export-jobs";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { exportJobs } from "@/server/db/schema";
import { assertBatchSize, batchExportIds } from "@/server/exports/batch-size";
import { periodsFileName } from "@/server/exports/file-name";
import { loadExportTimesheets } from "@/server/exports/load-export-timesheets";
import { assertExpensesEnabled } from "@/server/config/feature-flags";
import { kickJobs } from "@/server/jobs/job-worker";
import { ownedBy, toExportJobView } from "./export-job-view";

/**
 * POST /api/export-jobs: queues a batch export and answers at once. Everything the direct export
 * would refuse is refused here, before anything is queued (expenses off: 404; too many ids: 413;
 * an unknown id: 404 naming it). A fourth export of the same person while three are queued or
 * running is 429 naming them; the check and the insert hold a per-person lock, so two starts at
 * the same moment cannot both pass.
 */
export async function startExportJob(db: Database, actor: Actor, body: StartExportJobBody): Promise<ExportJobView> {
  const { kind } = body;
  if (kind === "expenses") assertExpensesEnabled();
  const unique = [...new Set(await batchExportIds(db, body))];
  assertBatchSize(unique);
  const timesheets = await loadExportTimesheets(db, actor, unique);
  const fileName = periodsFileName(kind, timesheets.map((timesheet) => timesheet.period.toString())).ascii;

  const job = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settle-export-jobs:${actor.userId ?? "admin-api-key"}`}))`);
    const active = await tx
      .select({ fileName: exportJobs.fileName, done: exportJobs.done, total: exportJobs.total })
      .from(exportJobs)
      .where(and(ownedBy(actor), inArray(exportJobs.status, ACTIVE_EXPORT_JOB_STATUSES)))
      .orderBy(asc(exportJobs.createdAt));
    if (active.length >= MAX_ACTIVE_EXPORT_JOBS) {
      const running = active.map((other) => `${other.fileName} (${exportProgressText(other)})`).join("; ");
      throw new AppError(
        "RATE_LIMITED",
        { key: "mostMaxExportsRun", values: { max: MAX_ACTIVE_EXPORT_JOBS, count: active.length, running } },
      );
    }
    const [inserted] = await tx
      .insert(exportJobs)
      .values({ ownerUserId: actor.userId, kind, timesheetIds: timesheets.map((timesheet) => timesheet.id), total: timesheets.length, fileName })
      .returning();
    return inserted!;
  });
  kickJobs();
  return toExportJobView(job);
}
