import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { IsoDate } from "@/lib/domain/dates";
import type { DatabaseHandle } from "@/server/db/connection";
import type { Storage } from "@/server/storage/storage";
import { createBackup } from "./create-backup";

/** settle-daily-2026-11-26.tar.gz: one per business day, sorted by name oldest first. */
const DAILY_NAME = /^settle-daily-\d{4}-\d{2}-\d{2}\.tar\.gz$/;

export interface DailyBackupOptions {
  handle: DatabaseHandle;
  storage: Storage;
  dir: string;
  keep: number;
  today: IsoDate;
}

/**
 * Today's archive in BACKUP_DIR unless it is there already (a restart the same day writes none),
 * written under a .partial name and renamed when whole, so the folder never shows a short archive
 * under a final name; then only the newest `keep` daily archives stay. Other files are left alone.
 * Returns the archive written, or null when today's existed. It never holds local mode's secrets
 * (an unattended archive is not encrypted).
 */
export async function runDailyBackup(options: DailyBackupOptions): Promise<string | null> {
  await mkdir(options.dir, { recursive: true });
  const name = `settle-daily-${options.today}.tar.gz`;
  const target = path.join(options.dir, name);
  const existing = await readdir(options.dir);
  let written: string | null = null;
  if (!existing.includes(name)) {
    const partial = `${target}.partial`;
    const backup = await createBackup({ handle: options.handle, storage: options.storage });
    try {
      await Promise.all([pipeline(backup.stream, createWriteStream(partial, { mode: 0o600 })), backup.manifest]);
      await rename(partial, target);
      written = target;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
  const daily = (await readdir(options.dir)).filter((file) => DAILY_NAME.test(file)).sort();
  for (const old of daily.slice(0, Math.max(0, daily.length - options.keep))) await rm(path.join(options.dir, old), { force: true });
  return written;
}
