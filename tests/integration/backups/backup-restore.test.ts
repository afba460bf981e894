import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackupArchiveError, sha256Of } from "@/server/backups/archive";
import { createBackup } from "@/server/backups/create-backup";
import { runDailyBackup } from "@/server/backups/daily-backup";
import type { BackupManifest } from "@/server/backups/manifest";
import { restoreBackup, RestoreRefusedError } from "@/server/backups/restore-backup";
import { rowsOf } from "@/server/db";
import { openDatabase, type DatabaseHandle } from "@/server/db/connection";
import { pgliteQuery, summarizeTables } from "@/server/db/dump";
import { DatabaseLockedError } from "@/server/db/lock";
import { PGlite } from "@electric-sql/pglite";
import { seedDemo } from "@/server/seed/seed-demo";
import { installDatabase } from "@/server/db";
import { createDiskStorage } from "@/server/storage/disk-storage";
import { PAIR_COUNTS_SQL, writePairsWhile } from "./pairs-writer";
import type { Storage } from "@/server/storage/storage";

/**
 * Backups of the embedded database (the one that lives in a folder): taken while writes go on,
 * restored into fresh directories, and compared table by table and file by file with the source.
 */
const root = mkdtempSync(path.join(tmpdir(), "settle-backups-"));
const sourceDir = path.join(root, "source");
let source: DatabaseHandle;
// The seed writes its files through the process's storage, in DATA_DIR (integration-env).
const sourceStorage = createDiskStorage(process.env.DATA_DIR as string);
let whileWriting: { file: string; manifest: BackupManifest };
let quiet: { file: string; manifest: BackupManifest };

async function backupTo(file: string, handle: DatabaseHandle = source, storage: Storage = sourceStorage) {
  const backup = await createBackup({ handle, storage, localSecretsFile: null });
  await Promise.all([pipeline(backup.stream, createWriteStream(file)), backup.manifest]);
  return { file, manifest: await backup.manifest };
}

/** Every table's rows (count and hash) of an embedded database directory, opened read-only-ish after a restore. */
async function summaryOf(dataDir: string) {
  const client = await PGlite.create(path.join(dataDir, "pgdata"));
  try {
    return await summarizeTables(pgliteQuery(client));
  } finally {
    await client.close();
  }
}

async function filesOf(storage: Storage, keys: string[]) {
  return Object.fromEntries(await Promise.all(keys.map(async (key) => [key, sha256Of(await storage.get(key))] as const)));
}

beforeAll(async () => {
  source = await openDatabase({ dataDir: sourceDir });
  await source.migrate();
  installDatabase(source);
  await seedDemo(source.db, { today: "2026-11-22" });
  const written = await writePairsWhile(source.db, () => backupTo(path.join(root, "while-writing.tar.gz")));
  whileWriting = written.result;
  expect(written.pairs).toBeGreaterThan(3);
  quiet = await backupTo(path.join(root, "quiet.tar.gz"));
}, 180_000);

afterAll(async () => {
  await source?.close();
});

describe("backup and restore of the embedded database", { timeout: 120_000 }, () => {
  it("describes the demo data and every uploaded file in its manifest", () => {
    const { manifest } = quiet;
    expect(manifest.database.kind).toBe("pglite");
    expect(manifest.database.tables["public.timesheets"]!.rows).toBeGreaterThan(40);
    expect(manifest.database.tables["public.files"]!.rows).toBe(manifest.files.length);
    expect(manifest.files.length).toBeGreaterThan(10);
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.database.tables["drizzle.__drizzle_migrations"]!.rows).toBeGreaterThan(10);
  });

  it("restores a backup taken while writes ran into a fresh directory: whole transactions only, the manifest's rows exactly", async () => {
    const target = path.join(root, "restored-while-writing");
    const storage = createDiskStorage(target);
    const manifest = await restoreBackup(whileWriting.file, { kind: "embedded", dataDir: target, storage, force: false });
    expect(manifest).toEqual(whileWriting.manifest);
    const restored = await summaryOf(target);
    expect(restored.tables).toEqual(whileWriting.manifest.database.tables);
    const client = await PGlite.create(path.join(target, "pgdata"));
    try {
      const [{ a, b }] = (await client.query<{ a: number; b: number }>(PAIR_COUNTS_SQL)).rows as [{ a: number; b: number }];
      expect(a).toBe(b);
    } finally {
      await client.close();
    }
    expect(await filesOf(storage, whileWriting.manifest.files.map((file) => file.key))).toEqual(Object.fromEntries(whileWriting.manifest.files.map((file) => [file.key, file.sha256])));
  });

  it("restores a backup of a database at rest to the same rows in every table and the same bytes in every file", async () => {
    const target = path.join(root, "restored-quiet");
    const storage = createDiskStorage(target);
    await restoreBackup(quiet.file, { kind: "embedded", dataDir: target, storage, force: false });
    const live = await summarizeTables(async (text) => rowsOf<Record<string, unknown>>(await source.db.execute(sql.raw(text))));
    expect((await summaryOf(target)).tables).toEqual(live.tables);
    const keys = live.storedFiles.map((file) => file.key);
    expect(keys.length).toBeGreaterThan(10);
    expect(await filesOf(storage, keys)).toEqual(await filesOf(sourceStorage, keys));
    // And the restored directory is a working database for the app: it opens, migrates (nothing to do) and answers.
    const reopened = await openDatabase({ dataDir: target });
    try {
      await reopened.migrate();
      const [row] = rowsOf<{ n: number }>(await reopened.db.execute(sql`select count(*)::int as n from timesheets`));
      expect(row!.n).toBe(quiet.manifest.database.tables["public.timesheets"]!.rows);
    } finally {
      await reopened.close();
    }
  });

  it("refuses to overwrite a directory that holds data without --force, and replaces it with --force", async () => {
    const target = path.join(root, "restored-twice");
    const storage = createDiskStorage(target);
    await restoreBackup(whileWriting.file, { kind: "embedded", dataDir: target, storage, force: false });
    const before = await summaryOf(target);
    await expect(restoreBackup(quiet.file, { kind: "embedded", dataDir: target, storage, force: false })).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup(quiet.file, { kind: "embedded", dataDir: target, storage, force: false })).rejects.toThrow(/already holds data.*--force/);
    expect(await summaryOf(target)).toEqual(before);
    await restoreBackup(quiet.file, { kind: "embedded", dataDir: target, storage, force: true });
    expect((await summaryOf(target)).tables).toEqual(quiet.manifest.database.tables);
    expect(readdirSync(target).sort()).toEqual(["pgdata", "uploads"]);
  });

  it("refuses a directory a running server holds, before writing anything", async () => {
    await expect(restoreBackup(quiet.file, { kind: "embedded", dataDir: sourceDir, storage: createDiskStorage(path.join(root, "unused")), force: true })).rejects.toThrow(DatabaseLockedError);
    expect(existsSync(path.join(sourceDir, "pgdata.restoring"))).toBe(false);
    expect(existsSync(path.join(root, "unused"))).toBe(false);
  });

  it("refuses a truncated archive with a clear message and writes nothing", async () => {
    const bytes = readFileSync(quiet.file);
    const cut = path.join(root, "cut.tar.gz");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = path.join(root, "restored-cut");
    const failure = restoreBackup(cut, { kind: "embedded", dataDir: target, storage: createDiskStorage(target), force: false });
    await expect(failure).rejects.toThrow(BackupArchiveError);
    await expect(restoreBackup(cut, { kind: "embedded", dataDir: target, storage: createDiskStorage(target), force: false })).rejects.toThrow(
      "The backup archive is incomplete: it ends early (cut off while copying, or still being written).",
    );
    expect(existsSync(target)).toBe(false);
  });

  it("refuses an archive with one altered byte in a stored file, naming it, and writes nothing", async () => {
    const tar = gunzipSync(readFileSync(quiet.file));
    const file = quiet.manifest.files[0]!;
    // The member's data follows its 512-byte header, which starts with its name.
    const header = tar.indexOf(Buffer.from(file.name));
    expect(header).toBeGreaterThanOrEqual(0);
    tar[header + 512 + 10] = tar[header + 512 + 10]! ^ 0xff;
    const tampered = path.join(root, "tampered.tar.gz");
    writeFileSync(tampered, gzipSync(tar));
    const target = path.join(root, "restored-tampered");
    await expect(restoreBackup(tampered, { kind: "embedded", dataDir: target, storage: createDiskStorage(target), force: false })).rejects.toThrow(
      `The backup archive was changed after it was written: ${file.name} does not match its checksum.`,
    );
    expect(existsSync(target)).toBe(false);
  });

  it("refuses something that is not a backup archive", async () => {
    const other = path.join(root, "other.tar.gz");
    writeFileSync(other, gzipSync(Buffer.from("not a tar archive at all")));
    const target = path.join(root, "restored-other");
    await expect(restoreBackup(other, { kind: "embedded", dataDir: target, storage: createDiskStorage(target), force: false })).rejects.toThrow(BackupArchiveError);
    expect(existsSync(target)).toBe(false);
  });

  it("refuses an embedded backup for a PostgreSQL database, before writing anything", async () => {
    await expect(restoreBackup(quiet.file, { kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none", storage: createDiskStorage(path.join(root, "pg-unused")), force: false })).rejects.toThrow(
      "This backup is of the embedded database: restore it with DATABASE_URL unset (into DATA_DIR).",
    );
  });

  it("keeps the newest daily archives, and writes a day's archive once", async () => {
    const dir = path.join(root, "daily");
    writeFileSync(path.join(root, "keep-me.txt"), "not a backup");
    const days = ["2026-11-23", "2026-11-24", "2026-11-25"] as const;
    for (const today of days) {
      expect(await runDailyBackup({ handle: source, storage: sourceStorage, dir, keep: 2, today })).toBe(path.join(dir, `settle-daily-${today}.tar.gz`));
    }
    expect(await runDailyBackup({ handle: source, storage: sourceStorage, dir, keep: 2, today: "2026-11-25" })).toBeNull();
    expect(readdirSync(dir).sort()).toEqual(["settle-daily-2026-11-24.tar.gz", "settle-daily-2026-11-25.tar.gz"]);
    const target = path.join(root, "restored-daily");
    await restoreBackup(path.join(dir, "settle-daily-2026-11-25.tar.gz"), { kind: "embedded", dataDir: target, storage: createDiskStorage(target), force: false });
    expect((await summaryOf(target)).tables).toEqual(quiet.manifest.database.tables);
    // Three backups and a restore, each copying the database into a clean one (no credentials).
  }, 180_000);
});
