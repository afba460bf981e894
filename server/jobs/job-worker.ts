import "server-only";
import { env } from "@/env";
import type { ScheduledJobKind } from "@/lib/schemas/background-jobs";
import { databaseHandle, getDb } from "@/server/db";
import { intervalWorker } from "@/server/interval-worker";
import { ensureScheduledJobs, runScheduledJob } from "./scheduled-jobs";
import { releaseOrphanedJobs } from "./settle-jobs";

/** Short, since webhook receivers expect events within seconds; a tick with nothing due is a few small queries. */
export const JOB_WORKER_INTERVAL_MS = 5_000;

const worker = intervalWorker("jobs", JOB_WORKER_INTERVAL_MS, "Background jobs: a tick failed; retrying on the next one.");

/** The scheduled kinds of this installation: the daily backup only where BACKUP_DIR asks for it. */
export function scheduledKinds(): ScheduledJobKind[] {
  return env.BACKUP_DIR ? ["daily-jobs", "daily-backup"] : ["daily-jobs"];
}

/**
 * The one worker of background work in the server process (started from server/startup.ts): each
 * tick runs what is due of every kind. On PGlite the database belongs to this process alone, so a
 * job left RUNNING by the previous process is released for a retry first.
 */
export async function startJobWorker(): Promise<void> {
  if (worker.running) return;
  const handle = await databaseHandle();
  if (handle.kind === "pglite") await releaseOrphanedJobs(handle.db);
  await ensureScheduledJobs(handle.db, scheduledKinds());
  const { deliverDueMail } = await import("@/server/mail/deliver-due-mail");
  const { smtpTransport } = await import("@/server/mail/mail-transport");
  const { deliverDueWebhooks } = await import("@/server/webhooks/deliver-due-webhooks");
  const { workOnExportJobs } = await import("@/server/services/export-jobs/work-on-export-jobs");
  const { removeExpiredExportJobs } = await import("@/server/services/export-jobs/remove-expired-export-jobs");
  const { runDailyJobs } = await import("@/server/services/cron/catch-up-daily-jobs");
  const { backUpToday } = await import("@/server/backups/this-installation");
  const transport = smtpTransport();
  if (!transport) console.info("Mail: neither SMTP_HOST nor MAIL_TEST_BASE_URL is set; e-mails stay PENDING in the outbox, viewable by admins.");
  let ticks = 0;
  worker.start(async () => {
    const db = await getDb();
    // Expired export files every fifth minute.
    if (ticks++ % 60 === 0) await removeExpiredExportJobs(db);
    await runScheduledJob(db, "daily-jobs", (today) => runDailyJobs(db, today)).catch((error: unknown) => console.error("Background jobs: the daily jobs failed.", error));
    if (scheduledKinds().includes("daily-backup")) {
      // Beside the other work rather than before it: a backup of a large database takes a while.
      void runScheduledJob(db, "daily-backup", backUpToday).catch((error: unknown) => console.error("Background jobs: the daily backup failed.", error));
    }
    await deliverDueWebhooks(db, { now: new Date() });
    if (transport) await deliverDueMail(db, transport, new Date());
    // Exports are written in the background, capped per process; room freed goes to the next one at once.
    workOnExportJobs(db).then(
      (claimed) => (claimed > 0 ? kickJobs() : undefined),
      (error: unknown) => console.error("Exports: a job could not be written.", error),
    );
  });
}

/** Work was queued: run a tick now rather than at the next one (only where the worker runs; tests drive the kinds). */
export function kickJobs(): void {
  void worker.tick();
}

export const stopJobWorker = (): void => worker.stop();
