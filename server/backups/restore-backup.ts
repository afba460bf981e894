import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { PGLITE_OPTIONS } from "@/server/db/connection";
import { pgliteQuery, runPgTool, summarizeTables, type TableSummaries } from "@/server/db/dump";
import { acquireDataDirLock, dataDirOwner, DatabaseLockedError, LOCK_FILE_NAME } from "@/server/db/lock";
import { UPLOADS_BUCKET, type Storage } from "@/server/storage/storage";
import { BackupArchiveError, readArchive } from "./archive";
import { LOCAL_SECRETS_MEMBER, type BackupManifest } from "./manifest";

export type RestoreTarget =
  | { kind: "embedded"; dataDir: string; storage: Storage; force: boolean }
  | { kind: "postgres"; url: string; storage: Storage; force: boolean };

/** Refused before anything was written: the target holds data and --force was not given, or it is in use. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

/** The first table whose rows differ from the manifest's, in words; null when all agree. */
export function differenceFrom(expected: TableSummaries, actual: TableSummaries): string | null {
  for (const [name, table] of Object.entries(expected)) {
    const found = actual[name];
    if (!found) return `table ${name} is missing`;
    if (found.rows !== table.rows) return `table ${name} has ${found.rows} rows, the backup ${table.rows}`;
    if (found.hash !== table.hash) return `table ${name} holds other rows than the backup`;
  }
  const extra = Object.keys(actual).find((name) => !(name in expected));
  return extra ? `table ${extra} is not in the backup` : null;
}

async function hasData(dataDir: string): Promise<boolean> {
  if (!existsSync(dataDir)) return false;
  return (await readdir(dataDir)).some((entry) => entry !== LOCK_FILE_NAME);
}

async function putFiles(storage: Storage, manifest: BackupManifest, paths: Map<string, string>): Promise<void> {
  for (const file of manifest.files) await storage.put(file.key, new Uint8Array(await readFile(paths.get(file.name)!)), file.contentType);
}

/** The uploads folder as the backup has it, written beside the live one (keys were checked with the manifest). */
async function stageUploads(into: string, manifest: BackupManifest, paths: Map<string, string>): Promise<void> {
  await rm(into, { recursive: true, force: true });
  await mkdir(into, { recursive: true });
  for (const file of manifest.files) {
    const target = path.join(into, ...file.key.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(paths.get(file.name)!, target);
  }
}

/** `staged` takes the place of `live`; the old one is removed only once the new one is there. */
async function swapIn(staged: string, live: string): Promise<void> {
  const replaced = `${live}.replaced`;
  await rm(replaced, { recursive: true, force: true });
  if (existsSync(live)) await rename(live, replaced);
  await rename(staged, live);
  await rm(replaced, { recursive: true, force: true });
}

async function restoreEmbedded(target: Extract<RestoreTarget, { kind: "embedded" }>, manifest: BackupManifest, paths: Map<string, string>): Promise<void> {
  const dataDir = path.resolve(target.dataDir);
  // Even this process's own open database (the lock lets a process open its directory twice).
  const owner = dataDirOwner(dataDir);
  if (owner) throw new DatabaseLockedError(dataDir, owner);
  if (!target.force && (await hasData(dataDir))) {
    throw new RestoreRefusedError(`${dataDir} already holds data. Restoring replaces it entirely: run again with --force to do so.`);
  }
  // Held until the end, so a server cannot start on a half-restored directory (and a running one refuses the restore).
  const release = acquireDataDirLock(dataDir);
  const staging = path.join(dataDir, "pgdata.restoring");
  // Uploads on disk live in the data directory: staged beside the live ones like the database.
  const uploads = target.storage.driver === "disk" ? path.join(dataDir, UPLOADS_BUCKET) : null;
  try {
    await rm(staging, { recursive: true, force: true });
    const dump = new Blob([await readFile(paths.get(manifest.database.name)!)]);
    const copy = await PGlite.create(staging, { ...PGLITE_OPTIONS, loadDataDir: dump });
    let difference: string | null;
    try {
      difference = differenceFrom(manifest.database.tables, (await summarizeTables(pgliteQuery(copy))).tables);
    } finally {
      await copy.close();
    }
    if (difference) throw new BackupArchiveError(`The restored database does not match the backup's manifest: ${difference}. Nothing was replaced.`);
    // Everything is staged and checked before anything live is touched; S3 only gains objects.
    if (uploads) await stageUploads(`${uploads}.restoring`, manifest, paths);
    else await putFiles(target.storage, manifest, paths);
    if (uploads) await swapIn(`${uploads}.restoring`, uploads);
    await swapIn(staging, path.join(dataDir, "pgdata"));
    const secrets = paths.get(LOCAL_SECRETS_MEMBER);
    if (secrets) await writeFile(path.join(dataDir, LOCAL_SECRETS_MEMBER), await readFile(secrets), { mode: 0o600 });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (uploads) await rm(`${uploads}.restoring`, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}

async function restorePostgres(target: Extract<RestoreTarget, { kind: "postgres" }>, manifest: BackupManifest, paths: Map<string, string>): Promise<void> {
  const client = postgres(target.url, { max: 1, onnotice: () => undefined });
  try {
    const [{ tables }] = (await client.unsafe("select count(*)::int as tables from information_schema.tables where table_schema = 'public'")) as unknown as [{ tables: number }];
    if (tables > 0 && !target.force) {
      throw new RestoreRefusedError("The PostgreSQL database already holds Settle's tables. Restoring replaces them: run again with --force to do so.");
    }
    // Files first: storage only gains them, so a failure here leaves the database as it was.
    await putFiles(target.storage, manifest, paths);
    // One transaction: a pg_restore that fails leaves the old tables in place.
    await runPgTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", ...(tables > 0 ? ["--clean", "--if-exists"] : []), `--dbname=${target.url}`, paths.get(manifest.database.name)!]);
    const summary = await summarizeTables(async (sql) => (await client.unsafe(sql)) as unknown as Array<Record<string, unknown>>);
    const difference = differenceFrom(manifest.database.tables, summary.tables);
    if (difference) throw new BackupArchiveError(`The restored database does not match the backup's manifest: ${difference}.`);
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * Restores an archive of createBackup: the whole archive is unpacked and checked against its
 * manifest first (in a temporary folder), so a cut or altered archive is refused before
 * anything is written. The embedded database is opened from the dump beside the live one and
 * compared with the manifest table by table before it replaces it; files go back into storage.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  const unpacked = await mkdtemp(path.join(tmpdir(), "settle-restore-"));
  try {
    const { manifest, paths } = await readArchive(file, unpacked);
    const from = manifest.database.kind === "pglite" ? "embedded" : "postgres";
    if (from !== target.kind) {
      throw new RestoreRefusedError(
        from === "embedded"
          ? "This backup is of the embedded database: restore it with DATABASE_URL unset (into DATA_DIR)."
          : "This backup is of a PostgreSQL database: restore it with DATABASE_URL set to an empty PostgreSQL database.",
      );
    }
    if (target.kind === "embedded") await restoreEmbedded(target, manifest, paths);
    else await restorePostgres(target, manifest, paths);
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
