import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import type postgres from "postgres";

/** Rows and a content hash per table: what a restored copy must show to count as the same data. */
export type TableSummaries = Record<string, { rows: number; hash: string }>;

/** A consistent copy of the whole database, with the summary of exactly that copy. */
export interface DatabaseDump {
  kind: "pglite" | "postgres";
  /** PGlite: the data directory as a gzipped tar; PostgreSQL: pg_dump's custom format. */
  bytes: Uint8Array;
  tables: TableSummaries;
  /** The stored files the copy's `files` rows name, so the archive holds the same files. */
  storedFiles: StoredFile[];
}

export interface StoredFile {
  key: string;
  contentType: string;
}

type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

/** The app's tables and drizzle's migration journal: everything a restore must bring back. */
const TABLES_SQL = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`;

/**
 * One statement for all tables: a row count and an md5 over the sorted md5s of the rows' text
 * form, so the same rows give the same hash whatever their physical order.
 */
export async function summarizeTables(query: Query): Promise<{ tables: TableSummaries; storedFiles: StoredFile[] }> {
  const names = (await query(TABLES_SQL)).map((row) => String(row.name));
  const tables: TableSummaries = {};
  if (names.length > 0) {
    const parts = names.map((name) => {
      const [schema, table] = name.split(".") as [string, string];
      return `select '${name}' as name, count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as hash from "${schema}"."${table}" t`;
    });
    for (const row of await query(parts.join(" union all "))) tables[String(row.name)] = { rows: Number(row.rows), hash: String(row.hash) };
  }
  const storedFiles = names.includes("public.files")
    ? (await query("select storage_key, content_type from files order by storage_key")).map((row) => ({ key: String(row.storage_key), contentType: String(row.content_type) }))
    : [];
  return { tables, storedFiles };
}

export function pgliteQuery(client: PGlite): Query {
  return async (sql) => (await client.query<Record<string, unknown>>(sql)).rows;
}

/**
 * PGlite's own dump of its data directory, taken while no transaction is open (it holds the
 * client's transaction lock, so a transaction in progress finishes first and the next waits). The summary is read from a copy opened from the dump
 * itself (in a temporary directory), so the manifest describes what the archive holds, not the
 * live database a moment later, and a dump that would not open fails the backup, not the restore.
 */
export async function dumpPglite(client: PGlite, options: Pick<PGliteOptions, "extensions">): Promise<DatabaseDump> {
  // Fewer WAL records for the copy to replay; what commits after it is in the WAL, which PGlite
  // writes at each commit (synchronous_commit is on), so the dump holds it too.
  await client.query("checkpoint");
  // query() itself waits for that lock, so nothing else may be awaited on the client inside.
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
  const bytes = new Uint8Array(await dump.arrayBuffer());
  const summary = await withPgliteCopy(bytes, options, (copy) => summarizeTables(pgliteQuery(copy)));
  return { kind: "pglite", bytes, ...summary };
}

/** Opens a PGlite copy of a dumped data directory in a temporary folder, removed afterwards. */
export async function withPgliteCopy<T>(dump: Uint8Array, options: Pick<PGliteOptions, "extensions">, work: (copy: PGlite) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "settle-dump-"));
  try {
    const copy = await PGlite.create(path.join(dir, "pgdata"), { ...options, loadDataDir: new Blob([dump as Uint8Array<ArrayBuffer>]) });
    try {
      return await work(copy);
    } finally {
      await copy.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs a PostgreSQL client program (pg_dump, pg_restore); its stderr becomes the error. */
export function runPgTool(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = "";
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"] });
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${program} is not installed; install PostgreSQL's client programs (Debian: postgresql-client) of the server's version or newer.`)
          : error,
      ),
    );
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * pg_dump of a snapshot this connection exports from a repeatable-read transaction, so the
 * summary read in that transaction and the dump see the same data while writes go on.
 */
export async function dumpPostgres(client: postgres.Sql, url: string): Promise<DatabaseDump> {
  const reserved = await client.reserve();
  const dir = await mkdtemp(path.join(tmpdir(), "settle-dump-"));
  try {
    await reserved.unsafe("begin isolation level repeatable read read only");
    const [{ snapshot }] = (await reserved.unsafe("select pg_export_snapshot() as snapshot")) as unknown as [{ snapshot: string }];
    const summary = await summarizeTables(async (sql) => (await reserved.unsafe(sql)) as unknown as Array<Record<string, unknown>>);
    const file = path.join(dir, "postgres.dump");
    await runPgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`]);
    await reserved.unsafe("commit");
    return { kind: "postgres", bytes: new Uint8Array(await readFile(file)), ...summary };
  } catch (error) {
    await reserved.unsafe("rollback").catch(() => undefined);
    throw error;
  } finally {
    reserved.release();
    await rm(dir, { recursive: true, force: true });
  }
}
