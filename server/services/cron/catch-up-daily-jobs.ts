import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import { logger } from "@/lib/logger";
import { businessToday } from "@/server/clock";
import type { Database } from "@/server/db";
import { ensureScheduledJobs, runScheduledJob } from "@/server/jobs/scheduled-jobs";
import { runReminders } from "@/server/notifications/reminders/run-reminders";
import { removeExpiredExportJobs } from "@/server/services/export-jobs/remove-expired-export-jobs";
import { advancePeriods } from "./advance-periods";

/**
 * The daily jobs of a business day: the periods move, then the reminders are written (after the
 * periods, so a month that just ended is DUE when its reminder is), then expired exports go. An
 * external cron may still call POST /api/cron/advance-periods and /api/cron/reminders: both are
 * idempotent, the first serialised by its advisory lock, the second keyed per mail.
 */
export async function runDailyJobs(db: Database, today: IsoDate): Promise<void> {
  const periods = await advancePeriods(db, today);
  if (periods.timesheetsCreated + periods.timesheetsAdvanced > 0) logger.info("periods caught up", { ...periods });
  const reminders = await runReminders(db, today);
  if (Object.values(reminders.queued).some((count) => count > 0)) logger.info("reminders queued", { ...reminders.queued });
  await removeExpiredExportJobs(db);
}

// Only a cache in front of the scheduled job's row, so the later requests of a day cost no
// statement; the row says when the jobs last ran and decides, across processes, whether they run.
// On globalThis because Next bundles instrumentation and the route handlers separately.
const holder = globalThis as unknown as { __settleCatchUp?: { day: IsoDate; run: Promise<void> } };

/**
 * Before the first database use of each business day (and at start), the scheduled kind
 * "daily-jobs" runs if its row is due, so a month's status and the reminders of the 1st and the
 * 8th never wait for the worker's tick or an external cron. Concurrent callers of the same day
 * share one run. A failure is logged and never fails the request that happened to trigger it;
 * the row's retry decides when it runs again.
 */
export function catchUpDailyJobs(db: Database, today: IsoDate = businessToday()): Promise<void> {
  const memo = holder.__settleCatchUp;
  if (memo?.day === today) return memo.run;
  const run = (async () => {
    await ensureScheduledJobs(db, ["daily-jobs"]);
    await runScheduledJob(db, "daily-jobs", (day) => runDailyJobs(db, day), { today });
  })().then(
    () => undefined,
    (error: unknown) => {
      if (holder.__settleCatchUp?.run === run) holder.__settleCatchUp = undefined;
      logger.error("the daily period job failed; it is retried", { error: error instanceof Error ? error.message : String(error) });
    },
  );
  holder.__settleCatchUp = { day: today, run };
  return run;
}

/** @internal Tests start each case from a process that has not caught up yet. */
export function forgetCatchUp(): void {
  holder.__settleCatchUp = undefined;
}
