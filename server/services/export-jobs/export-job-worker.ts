import "server-only";
import { databaseHandle, getDb } from "@/server/db";
import { failOrphanedExportJobs } from "./fail-orphaned-export-jobs";
import { removeExpiredExportJobs } from "./remove-expired-export-jobs";
import { workOnExportJobs } from "./work-on-export-jobs";

/** Often enough that a job whose process died is taken over soon after its lease runs out. */
export const EXPORT_WORKER_INTERVAL_MS = 5_000;
/** Expired files are looked for every fifth minute. */
const SWEEP_EVERY_TICKS = 60;

const holder = globalThis as unknown as { __settleExportWorker?: { timer: ReturnType<typeof setInterval>; tick: () => Promise<void> } };

/**
 * Writes export jobs inside the server process (started from server/startup.ts beside the mail
 * worker). On PGlite a job left running by a previous process is failed first: nobody else can
 * finish it. A new job does not wait for the tick: kickExportJobs starts it at once.
 */
export async function startExportJobWorker(): Promise<void> {
  if (holder.__settleExportWorker) return;
  const handle = await databaseHandle();
  if (handle.kind === "pglite") await failOrphanedExportJobs(handle.db);
  let claiming = false;
  let ticks = 0;
  const tick = async () => {
    // Claiming is quick; the claimed jobs are written in the background, capped per process.
    if (claiming) return;
    claiming = true;
    try {
      const db = await getDb();
      if (ticks++ % SWEEP_EVERY_TICKS === 0) await removeExpiredExportJobs(db);
      // Room freed by a finished job goes to the next queued one at once.
      workOnExportJobs(db).then(
        (claimed) => (claimed > 0 ? kickExportJobs() : undefined),
        (error: unknown) => console.error("Exports: a job could not be written.", error),
      );
    } catch (error) {
      console.error("Exports: claiming jobs failed; retrying on the next tick.", error);
    } finally {
      claiming = false;
    }
  };
  const timer = setInterval(() => void tick(), EXPORT_WORKER_INTERVAL_MS);
  // The worker never keeps the process alive on its own.
  timer.unref();
  holder.__settleExportWorker = { timer, tick };
  void tick();
}

/** A job was queued: claim it now rather than at the next tick (only where the worker runs; tests drive workOnExportJobs). */
export function kickExportJobs(): void {
  void holder.__settleExportWorker?.tick();
}

/** At shutdown: no tick may start on a database that is closing. */
export function stopExportJobWorker(): void {
  if (holder.__settleExportWorker) clearInterval(holder.__settleExportWorker.timer);
  holder.__settleExportWorker = undefined;
}
