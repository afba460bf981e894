import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { logger } from "@/lib/logger";
import type { IsoDate } from "@/lib/domain/dates";
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

/**
 * With BACKUP_DIR set, the scheduled kind "daily-backup" (server/jobs) writes the day's archive:
 * its row says when it last ran and will run next, and a day missed while the server was down is
 * written once at the next start. Its failure is retried under the kind's policy.
 */
export async function backUpToday(today: IsoDate): Promise<void> {
  if (!env.BACKUP_DIR) return;
  const dir = path.resolve(/*turbopackIgnore: true*/ env.BACKUP_DIR);
  const written = await runDailyBackup({ handle: await databaseHandle(), storage: getStorage(), dir, keep: env.BACKUP_KEEP, today });
  if (written) logger.info("daily backup written", { file: written });
}
