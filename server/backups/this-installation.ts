import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { logger } from "@/lib/logger";
import { businessToday } from "@/server/clock";
import { databaseHandle } from "@/server/db";
import { getStorage } from "@/server/storage";
import { createBackup } from "./create-backup";
import { runDailyBackup } from "./daily-backup";
import { LOCAL_SECRETS_MEMBER } from "./manifest";

/** The generated secrets of local mode, which sealed values need after a restore. */
export function localSecretsFile(): string | null {
  const file = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR, LOCAL_SECRETS_MEMBER);
  return env.NEXT_PUBLIC_ENV === "local" && existsSync(file) ? file : null;
}

/**
 * A backup of the database and storage this server runs on (GET /api/backup). Never with local
 * mode's secrets: they go only into an encrypted archive (`npm run cli -- backup --include-secrets`).
 */
export async function backupThisInstallation() {
  return createBackup({ handle: await databaseHandle(), storage: getStorage(), localSecretsFile: null });
}

const holder = globalThis as unknown as { __settleDailyBackup?: string };

/**
 * With BACKUP_DIR set, the server writes the day's archive at start and on the first database
 * use of each business day, beside the requests rather than before them (a backup of a large
 * database takes a while). A failure is logged; the next day tries again.
 */
export function startDailyBackup(today = businessToday()): void {
  if (!env.BACKUP_DIR || holder.__settleDailyBackup === today) return;
  holder.__settleDailyBackup = today;
  const dir = path.resolve(/*turbopackIgnore: true*/ env.BACKUP_DIR);
  void (async () => {
    const written = await runDailyBackup({ handle: await databaseHandle(), storage: getStorage(), dir, keep: env.BACKUP_KEEP, today });
    if (written) logger.info("daily backup written", { file: written });
  })().catch((error: unknown) => {
    logger.error("the daily backup failed; the next business day tries again", { error: error instanceof Error ? error.message : String(error) });
  });
}
