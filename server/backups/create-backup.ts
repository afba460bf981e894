import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { createGzip } from "node:zlib";
import * as tar from "tar-stream";
import type { DatabaseHandle } from "@/server/db/connection";
import type { Storage } from "@/server/storage/storage";
import { sha256Of } from "./archive";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, DATABASE_MEMBERS, FILES_PREFIX, LOCAL_SECRETS_MEMBER, MANIFEST_MEMBER, type BackupManifest } from "./manifest";

export interface BackupSources {
  handle: DatabaseHandle;
  storage: Storage;
  /**
   * Local mode keeps its generated secrets (SERVICE_KEY seals stored secrets) in DATA_DIR. Given
   * only by `backup --include-secrets`, which encrypts the archive (encryption.ts).
   */
  localSecretsFile?: string | null;
  now?: () => Date;
}

export function appVersion(): string {
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

export function backupFileName(at: Date): string {
  return `settle-backup-${at.toISOString().slice(0, 19).replace(/[:T]/g, "-")}.tar.gz`;
}

function addEntry(pack: tar.Pack, name: string, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => pack.entry({ name, size: bytes.length, mode: 0o600 }, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), (error) => (error ? reject(error) : resolve())));
}

async function readIfExists(file: string | null | undefined): Promise<Uint8Array | null> {
  if (!file) return null;
  try {
    return new Uint8Array(await readFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * The whole installation as one .tar.gz, streamed as it is written: the database's consistent
 * dump first (without credentials: server/db/backup-scope.ts), then every stored object any of
 * its storage-key columns names, the local secrets when asked for,
 * and last the manifest (format, app version, rows and a hash per table, a size and sha256 per
 * member), which a restore checks before it writes anything. Only one file is held in memory at
 * a time besides the dump. `manifest` settles when the archive is complete; a failure destroys
 * the stream, so a reader sees a failed download rather than a short archive that looks whole.
 * The dump is taken before this resolves.
 */
export async function createBackup(sources: BackupSources): Promise<{ stream: Readable; manifest: Promise<BackupManifest> }> {
  const createdAt = (sources.now?.() ?? new Date()).toISOString();
  // Before the first byte: a dump that fails (pg_dump missing, say) fails the request, not the download.
  const dump = await sources.handle.dump();
  const pack = tar.pack();
  const output = new PassThrough();
  const gzip = createGzip();
  pack.pipe(gzip).pipe(output);
  const manifest = (async (): Promise<BackupManifest> => {
    const databaseName = DATABASE_MEMBERS[dump.kind];
    await addEntry(pack, databaseName, dump.bytes);
    const files: BackupManifest["files"] = [];
    const missingFiles: string[] = [];
    for (const { key, contentType } of dump.storedFiles) {
      let bytes: Uint8Array;
      try {
        bytes = await sources.storage.get(key);
      } catch {
        // A row whose file is gone already (lost before this backup): the backup still saves the rest, and says so.
        missingFiles.push(key);
        continue;
      }
      const name = `${FILES_PREFIX}${key}`;
      await addEntry(pack, name, bytes);
      files.push({ name, key, contentType, bytes: bytes.length, sha256: sha256Of(bytes) });
    }
    const secrets = await readIfExists(sources.localSecretsFile);
    if (secrets) await addEntry(pack, LOCAL_SECRETS_MEMBER, secrets);
    const result: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt,
      database: { name: databaseName, kind: dump.kind, bytes: dump.bytes.length, sha256: sha256Of(dump.bytes), tables: dump.tables },
      files,
      missingFiles,
      localSecrets: secrets ? { name: LOCAL_SECRETS_MEMBER, bytes: secrets.length, sha256: sha256Of(secrets) } : null,
    };
    await addEntry(pack, MANIFEST_MEMBER, new TextEncoder().encode(JSON.stringify(result, null, 2)));
    pack.finalize();
    return result;
  })();
  manifest.catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return { stream: output, manifest };
}
