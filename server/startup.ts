import "server-only";
import { describeDatabaseError } from "./db/startup-errors";

/** One line for the operator; the full stack only for failures nobody anticipated (bugs). */
export function describeStartupFailure(error: unknown): string {
  const known = describeDatabaseError(error, process.env.DATABASE_URL);
  if (known) return `Settle cannot start: ${known}`;
  if (error instanceof Error && error.message.startsWith("Invalid environment variables")) {
    return "Settle cannot start: Invalid environment variables (see the lines above).";
  }
  return `Settle cannot start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

/**
 * The server's start-up (called from instrumentation.ts in the Node.js runtime): local secrets,
 * the HTTP server guard, the database (its lock, a first query, a current schema) and the
 * storage settings. Any failure ends the process with status 1 after one line saying what is
 * wrong, so a supervisor sees a failed start instead of a server that answers 500 to every request.
 */
export async function startServer(): Promise<void> {
  try {
    // First: in local mode the secrets are generated here, and every module below reads env.ts.
    const { ensureLocalSecrets } = await import("./config/local-secrets");
    ensureLocalSecrets();
    // Before any request: the socket's address stamp and the JSON 405 for methods Next cannot serve.
    const { installServerGuard } = await import("./http/server-guard");
    installServerGuard();
    const { databaseHandle } = await import("./db");
    const { checkDatabaseReady } = await import("./db/check-database");
    await checkDatabaseReady(await databaseHandle());
    // Storage settings (S3 credentials) are checked now rather than at the first upload.
    const { getStorage } = await import("./storage");
    getStorage();
  } catch (error) {
    console.error(describeStartupFailure(error));
    process.exit(1);
  }
  // Statuses follow the business date from the first request on, whether or not a cron calls in.
  const { runBeforeDatabaseUse, getDb } = await import("./db");
  const { catchUpDailyJobs } = await import("./services/cron/catch-up-daily-jobs");
  await catchUpDailyJobs(await getDb());
  runBeforeDatabaseUse((db) => catchUpDailyJobs(db));
  // Mail, webhook deliveries, exports and the scheduled kinds (the daily backup too): one worker.
  const { startJobWorker } = await import("./jobs/job-worker");
  await startJobWorker();
  await handleStopSignals();
}

/**
 * SIGTERM and SIGINT stop the server gracefully and exit 0 (server/http/graceful-shutdown.ts).
 * Next's own handler is removed: it waits for every connection to close, which an open event
 * stream never does, and exits 143 without closing the database.
 */
async function handleStopSignals(): Promise<void> {
  const { stopServing } = await import("./http/graceful-shutdown");
  const { databaseHandle } = await import("./db");
  const { stopJobWorker } = await import("./jobs/job-worker");
  const stop = (signal: NodeJS.Signals) => {
    console.log(`Settle is stopping (${signal}): finishing requests in flight.`);
    void stopServing(async () => {
      stopJobWorker();
      await (await databaseHandle()).close();
    })
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error("Settle did not stop cleanly:", error);
        process.exit(1);
      });
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.removeAllListeners(signal);
    process.once(signal, stop);
  }
}
