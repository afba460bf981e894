import "server-only";
import type { Database } from "@/server/db";
import { settlementOf, thisWorker } from "@/server/jobs/run-due-jobs";
import { settleJobs } from "@/server/jobs/settle-jobs";
import { getStorage } from "@/server/storage";
import { claimExports, giveUpDeadExportJobs } from "./claim-export-jobs";
import { runExportJob } from "./run-export-job";

/** Exports a process writes at once: each keeps a core busy zipping, and the machine serves requests too. */
export const EXPORTS_PER_PROCESS = 2;

// The exports this process is writing, to stop one at once when its owner cancels it here. On
// globalThis: route handlers and instrumentation are separate bundles of one process.
const holder = globalThis as unknown as { __settleExportsRunning?: Map<string, AbortController> };
const runningHere = () => (holder.__settleExportsRunning ??= new Map());

/** Stops the job if this process is writing it; a job on another instance stops at its next heartbeat. */
export function stopExportJobHere(jobId: string): void {
  runningHere().get(jobId)?.abort();
}

export interface WorkOptions {
  /** Who claims; tests name two instances to play a takeover. */
  instanceId?: string;
  capacity?: number;
}

/**
 * Claims what this process has room for (queued jobs, and jobs whose process died) and writes
 * them; resolves, with how many it took, when they are all written. Jobs given up after too many deaths are failed here too.
 */
export async function workOnExportJobs(db: Database, options: WorkOptions = {}): Promise<number> {
  const running = runningHere();
  const instanceId = options.instanceId ?? thisWorker();
  for (const key of await giveUpDeadExportJobs(db)) await getStorage().delete(key).catch(() => undefined);
  const claimed = await claimExports(db, instanceId, (options.capacity ?? EXPORTS_PER_PROCESS) - running.size);
  await Promise.all(
    claimed.map(async (run) => {
      const controller = new AbortController();
      running.set(run.row.id, controller);
      try {
        const outcome = await runExportJob(db, run, instanceId, controller.signal);
        // Stopped (cancelled, taken over): the job is no longer this run's to settle.
        if (outcome) await settleJobs(db, instanceId, [settlementOf(run.job, outcome, new Date())]);
      } finally {
        running.delete(run.row.id);
      }
    }),
  );
  return claimed.length;
}
