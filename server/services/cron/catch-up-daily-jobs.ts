import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import { logger } from "@/lib/logger";
import { businessToday } from "@/server/clock";
import type { Database } from "@/server/db";
import { runReminders } from "@/server/notifications/reminders/run-reminders";
import { removeExpiredExportJobs } from "@/server/services/export-jobs/remove-expired-export-jobs";
import { advancePeriods } from "./advance-periods";

// On globalThis because Next bundles instrumentation and the route handlers separately: one
// memo per process, not one per bundle.
const holder = globalThis as unknown as { __settleCatchUp?: { day: IsoDate; run: Promise<void> } };

/**
 * The daily jobs, run by the server itself at start and before the first database use of each
 * business day, so a month's status and the reminders of the 1st and the 8th never wait for an
 * external cron (which still may call POST /api/cron/advance-periods and /api/cron/reminders:
 * both are idempotent, the first serialised by its advisory lock, the second keyed per mail).
 * Concurrent callers of the same day share one run. A failure is logged and forgotten, so the
 * next request tries again, and never fails the request that happened to trigger it.
 */
export function catchUpDailyJobs(db: Database, today: IsoDate = businessToday()): Promise<void> {
  const memo = holder.__settleCatchUp;
  if (memo?.day === today) return memo.run;
  const run = (async () => {
    const periods = await advancePeriods(db, today);
    if (periods.timesheetsCreated + periods.timesheetsAdvanced > 0) logger.info("periods caught up", { ...periods });
    // After the periods moved, so a month that just ended is DUE when its reminder is written.
    const reminders = await runReminders(db, today);
    if (Object.values(reminders.queued).some((count) => count > 0)) logger.info("reminders queued", { ...reminders.queued });
    // Also swept by the export worker every few minutes; here for deployments where a cron drives the server.
    await removeExpiredExportJobs(db);
  })().then(
    () => undefined,
    (error: unknown) => {
      if (holder.__settleCatchUp?.run === run) holder.__settleCatchUp = undefined;
      logger.error("the daily period job failed; the next request tries again", { error: error instanceof Error ? error.message : String(error) });
    },
  );
  holder.__settleCatchUp = { day: today, run };
  return run;
}

/** Tests start each case from a process that has not caught up yet. */
export function forgetCatchUp(): void {
  holder.__settleCatchUp = undefined;
}
