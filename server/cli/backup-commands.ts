import { createWriteStream, existsSync } from "node:fs";
import { mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { CliError } from "./args";

async function readBack(file: string): Promise<string> {
  const { readArchive } = await import("@/server/backups/archive");
  const { describeManifest } = await import("@/server/backups/manifest");
  const scratch = await mkdtemp(path.join(tmpdir(), "settle-verify-"));
  try {
    return describeManifest((await readArchive(file, scratch)).manifest);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The running server's backup endpoint, with the admin API key (the embedded database is its alone). */
async function downloadFromServer(partial: string): Promise<void> {
  const { env } = await import("@/env");
  const { ADMIN_API_KEY_HEADER } = await import("@/server/auth/actor");
  const url = new URL("/api/backup", env.DEPLOYMENT_URL);
  let response: Response;
  try {
    response = await fetch(url, { headers: { [ADMIN_API_KEY_HEADER]: env.ADMIN_API_KEY } });
  } catch (error) {
    throw new CliError(
      `The embedded database is in use by a running server, and that server did not answer at ${url.origin} (${error instanceof Error ? error.message : String(error)}). Set DEPLOYMENT_URL to its address, or stop it and run the backup again.`,
    );
  }
  if (!response.ok || !response.body) throw new CliError(`The server refused the backup (${response.status}): ${(await response.text()).slice(0, 300)}`);
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(partial, { mode: 0o600 }));
}

/**
 * `backup [--to FILE]`: from the database directly when this process may open it (PostgreSQL,
 * or the embedded database of a stopped server), else from the running server's endpoint.
 * Written under .partial and renamed when whole, then read back and checked against its
 * manifest before the command reports success.
 */
export async function backupCommand(to: string | undefined): Promise<void> {
  const { backupFileName, createBackup } = await import("@/server/backups/create-backup");
  const file = path.resolve(to ?? backupFileName(new Date()));
  if (existsSync(file)) throw new CliError(`${file} exists already; choose another --to.`);
  const partial = `${file}.partial`;
  try {
    const { databaseHandle } = await import("@/server/db");
    const { DatabaseLockedError } = await import("@/server/db/lock");
    let handle: Awaited<ReturnType<typeof databaseHandle>> | null = null;
    try {
      handle = await databaseHandle();
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) throw error;
    }
    if (handle) {
      try {
        const { getStorage } = await import("@/server/storage");
        const { localSecretsFile } = await import("@/server/backups/this-installation");
        const backup = await createBackup({ handle, storage: getStorage(), localSecretsFile: localSecretsFile() });
        await Promise.all([pipeline(backup.stream, createWriteStream(partial, { mode: 0o600 })), backup.manifest]);
      } finally {
        await handle.close();
      }
    } else {
      console.log("The server is running: taking the backup through it.");
      await downloadFromServer(partial);
    }
    const summary = await readBack(partial);
    await rename(partial, file);
    console.log(`Backup written to ${file}\n${summary}`);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** `restore FILE [--force]`: into DATABASE_URL's database, or the embedded one in DATA_DIR, with the configured storage. */
export async function restoreCommand(file: string | undefined, force: boolean): Promise<void> {
  if (!file) throw new CliError('Name the archive: npm run cli -- restore <file> [--force]');
  if (!existsSync(file)) throw new CliError(`${file} does not exist.`);
  const { env } = await import("@/env");
  const { getStorage } = await import("@/server/storage");
  const { restoreBackup } = await import("@/server/backups/restore-backup");
  const { describeManifest } = await import("@/server/backups/manifest");
  const storage = getStorage();
  const manifest = await restoreBackup(path.resolve(file), env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL, storage, force } : { kind: "embedded", dataDir: env.DATA_DIR, storage, force });
  console.log(`Restored ${file}\n${describeManifest(manifest)}\nEvery table and file matches the backup's manifest.`);
}
