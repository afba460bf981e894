import { createWriteStream, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { databaseOnServer } from "../../support/server-database";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "@/server/backups/create-backup";
import type { BackupManifest } from "@/server/backups/manifest";
import { restoreBackup, RestoreRefusedError } from "@/server/backups/restore-backup";
import { installDatabase, rowsOf } from "@/server/db";
import { openDatabase, type DatabaseHandle } from "@/server/db/connection";
import { summarizeTables } from "@/server/db/dump";
import { seedDemo } from "@/server/seed/seed-demo";
import { createDiskStorage } from "@/server/storage/disk-storage";
import { PAIR_COUNTS_SQL, writePairsWhile } from "./pairs-writer";

/**
 * Backups on PostgreSQL go through pg_dump of a snapshot exported by the backup's own
 * transaction. Always on a PostgreSQL server (the CI server unless TEST_DATABASE_URL names
 * another): this is the path a production installation takes.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
const created: string[] = [];
const root = mkdtempSync(path.join(tmpdir(), "settle-pg-backups-"));
const storage = createDiskStorage(process.env.DATA_DIR as string);
let source: DatabaseHandle;
let whileWriting: BackupManifest;
let quiet: BackupManifest;

async function newDatabase(): Promise<string> {
  const name = `settle_backup_${randomBytes(6).toString("hex")}`;
  await admin.unsafe(`create database ${name}`);
  created.push(name);
  return databaseOnServer(serverUrl, name);
}

async function backupTo(file: string): Promise<BackupManifest> {
  const backup = await createBackup({ handle: source, storage, localSecretsFile: null });
  await Promise.all([pipeline(backup.stream, createWriteStream(file)), backup.manifest]);
  return backup.manifest;
}

async function summaryOf(url: string) {
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    return await summarizeTables(async (text) => (await client.unsafe(text)) as unknown as Array<Record<string, unknown>>);
  } finally {
    await client.end({ timeout: 5 });
  }
}

beforeAll(async () => {
  source = await openDatabase({ url: await newDatabase(), maxConnections: 4 });
  await source.migrate();
  installDatabase(source);
  await seedDemo(source.db, { today: "2026-11-22" });
  whileWriting = (await writePairsWhile(source.db, () => backupTo(path.join(root, "while-writing.tar.gz")))).result;
  quiet = await backupTo(path.join(root, "quiet.tar.gz"));
}, 180_000);

afterAll(async () => {
  await source?.close();
  for (const name of created) await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe("backup and restore on PostgreSQL", { timeout: 120_000 }, () => {
  it("restores a backup taken while writes ran into an empty database: the snapshot's rows exactly, whole transactions only", async () => {
    expect(whileWriting.database.kind).toBe("postgres");
    expect(whileWriting.files.length).toBeGreaterThan(10);
    const url = await newDatabase();
    await restoreBackup(path.join(root, "while-writing.tar.gz"), { kind: "postgres", url, storage: createDiskStorage(path.join(root, "files-1")), force: false });
    const restored = await summaryOf(url);
    expect(restored.tables).toEqual(whileWriting.database.tables);
    const client = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      const [row] = await client.unsafe(PAIR_COUNTS_SQL);
      expect(row!.a).toBe(row!.b);
    } finally {
      await client.end({ timeout: 5 });
    }
  });

  it("restores a backup of a database at rest to the same rows in every table, refuses a database with data, and replaces it with --force", async () => {
    const url = await newDatabase();
    const target = { kind: "postgres" as const, url, storage: createDiskStorage(path.join(root, "files-2")) };
    await restoreBackup(path.join(root, "quiet.tar.gz"), { ...target, force: false });
    const live = await summarizeTables(async (text) => rowsOf<Record<string, unknown>>(await source.db.execute(sql.raw(text))));
    expect((await summaryOf(url)).tables).toEqual(live.tables);
    expect(quiet.database.tables).toEqual(live.tables);
    await expect(restoreBackup(path.join(root, "while-writing.tar.gz"), { ...target, force: false })).rejects.toThrow(RestoreRefusedError);
    expect((await summaryOf(url)).tables).toEqual(live.tables);
    await restoreBackup(path.join(root, "while-writing.tar.gz"), { ...target, force: true });
    expect((await summaryOf(url)).tables).toEqual(whileWriting.database.tables);
  });

  it("refuses a PostgreSQL backup for the embedded database", async () => {
    const dataDir = path.join(root, "embedded");
    await expect(restoreBackup(path.join(root, "quiet.tar.gz"), { kind: "embedded", dataDir, storage: createDiskStorage(dataDir), force: false })).rejects.toThrow(
      "This backup is of a PostgreSQL database: restore it with DATABASE_URL set to an empty PostgreSQL database.",
    );
  });
});
