import "server-only";
import { databaseHandle, getDb } from "@/server/db";
import { intervalWorker } from "@/server/interval-worker";
import { failOrphanedExportJobs } from "./fail-orphaned-export-jobs";
import { removeExpiredExportJobs } from "./remove-expired-export-jobs";
import { workOnExportJobs } from "./work-on-export-jobs";

/** Often enough that a job whose process died is taken over soon after its lease runs out. */
export const EXPORT_WORKER_INTERVAL_MS = 5_000;
/** Expired files are looked for every fifth minute. */
const SWEEP_EVERY_TICKS = 60;

const worker = intervalWorker("exports", EXPORT_WORKER_INTERVAL_MS, "Exports: claiming jobs failed; retrying on the next tick.");

/**
 * Writes export jobs inside the server process (started from server/startup.ts beside the mail
 * worker). On PGlite a job left running by a previous process is failed first: nobody else can
 * finish it. A new job does not wait for the tick: kickExportJobs starts it at once.
 */
export async function startExportJobWorker(): Promise<void> {
  if (worker.running) return;
  const handle = await databaseHandle();
  if (handle.kind === "pglite") await failOrphanedExportJobs(handle.db);
  let ticks = 0;
  // Claiming is quick; the claimed jobs are written in the background, capped per process.
  worker.start(async () => {
    const db = await getDb();
    if (ticks++ % SWEEP_EVERY_TICKS === 0) await removeExpiredExportJobs(db);
    // Room freed by a finished job goes to the next queued one at once.
    workOnExportJobs(db).then(
      (claimed) => (claimed > 0 ? kickExportJobs() : undefined),
      (error: unknown) => console.error("Exports: a job could not be written.", error),
    );
  });
}

/** A job was queued: claim it now rather than at the next tick (only where the worker runs; tests drive workOnExportJobs). */
export function kickExportJobs(): void {
  void worker.tick();
}

export const stopExportJobWorker = (): void => worker.stop();
