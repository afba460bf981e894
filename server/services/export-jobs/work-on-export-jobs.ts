import "server-only";
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { Database } from "@/server/db";
import { getStorage } from "@/server/storage";
import { claimExportJobs, giveUpDeadExportJobs } from "./claim-export-jobs";
import { runExportJob } from "./run-export-job";

/** Exports a process writes at once: each keeps a core busy zipping, and the machine serves requests too. */
export const EXPORTS_PER_PROCESS = 2;

interface Registry {
  instanceId: string;
  /** The jobs this process is writing, to stop one at once when its owner cancels it here. */
  running: Map<string, AbortController>;
}

// On globalThis: route handlers and instrumentation are separate bundles of one process.
const holder = globalThis as unknown as { __settleExportJobs?: Registry };

function registry(): Registry {
  holder.__settleExportJobs ??= { instanceId: `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`, running: new Map() };
  return holder.__settleExportJobs;
}

/** Stops the job if this process is writing it; a job on another instance stops at its next step. */
export function stopExportJobHere(jobId: string): void {
  registry().running.get(jobId)?.abort();
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
  const { running } = registry();
  const instanceId = options.instanceId ?? registry().instanceId;
  for (const key of await giveUpDeadExportJobs(db)) await getStorage().delete(key).catch(() => undefined);
  const claimed = await claimExportJobs(db, instanceId, (options.capacity ?? EXPORTS_PER_PROCESS) - running.size);
  await Promise.all(
    claimed.map(async (job) => {
      const controller = new AbortController();
      running.set(job.id, controller);
      try {
        await runExportJob(db, job, instanceId, controller.signal);
      } finally {
        running.delete(job.id);
      }
    }),
  );
  return claimed.length;
}
