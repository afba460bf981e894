import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type postgres from "postgres";
import { CREDENTIAL_COLUMNS, CREDENTIAL_TABLES, storedObjectsSql } from "./backup-scope";
import { MIGRATIONS_FOLDER } from "./migrations-folder";

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
 * form, so the same rows give the same hash whatever their physical order. The summary is of the
 * rows a backup carries: credential tables count as empty, credential columns as blank.
 */
export async function summarizeTables(query: Query): Promise<{ tables: TableSummaries; storedFiles: StoredFile[] }> {
  const names = (await query(TABLES_SQL)).map((row) => String(row.name));
  const tables: TableSummaries = {};
  const parts = names
    .filter((name) => !CREDENTIAL_TABLES.has(name))
    .map((name) => {
      const [schema, table] = name.split(".") as [string, string];
      const text = CREDENTIAL_COLUMNS[name] ? `(to_jsonb(t) - ${CREDENTIAL_COLUMNS[name]!.map((column) => `'${column}'`).join(" - ")})::text` : "t::text";
      return `select '${name}' as name, count(*)::int as rows, coalesce(md5(string_agg(md5(${text}), '' order by md5(${text}))), '') as hash from "${schema}"."${table}" t`;
    });
  if (parts.length > 0) for (const row of await query(parts.join(" union all "))) tables[String(row.name)] = { rows: Number(row.rows), hash: String(row.hash) };
  for (const name of names) if (CREDENTIAL_TABLES.has(name)) tables[name] = { rows: 0, hash: "" };
  const stored = storedObjectsSql(new Set(names));
  const storedFiles = stored ? (await query(stored)).map((row) => ({ key: String(row.key), contentType: String(row.content_type) })) : [];
  return { tables, storedFiles };
}

export function pgliteQuery(client: PGlite): Query {
  return async (sql) => (await client.query<Record<string, unknown>>(sql)).rows;
}

/**
 * PGlite's own dump of its data directory, taken while no transaction is open (it holds the
 * client's transaction lock, so a transaction in progress finishes first and the next waits).
 * That raw copy still holds credentials, in its tables and in its write-ahead log, so it never
 * leaves this function: it is opened in a temporary directory and its rows are copied into a
 * freshly migrated database without them (withoutCredentials), whose dump is the archive's. The
 * summary is read from that database, so the manifest describes what the archive holds, and a
 * dump that would not open fails the backup, not the restore.
 */
export async function dumpPglite(client: PGlite, options: Pick<PGliteOptions, "extensions">): Promise<DatabaseDump> {
  // Fewer WAL records for the copy to replay; what commits after it is in the WAL, which PGlite
  // writes at each commit (synchronous_commit is on), so the dump holds it too.
  await client.query("checkpoint");
  // query() itself waits for that lock, so nothing else may be awaited on the client inside.
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
  const raw = new Uint8Array(await dump.arrayBuffer());
  return withPgliteCopy(raw, options, (copy) => withoutCredentials(copy, options));
}

const quoted = (name: string) =>
  name
    .split(".")
    .map((part) => `"${part}"`)
    .join(".");

const holder = globalThis as unknown as { __settleEmptyDatabase?: Promise<Uint8Array> };

/** A database with every migration and no rows, made once per process (initdb is the slow part of a copy). */
function emptyDatabase(options: Pick<PGliteOptions, "extensions">): Promise<Uint8Array> {
  holder.__settleEmptyDatabase ??= (async () => {
    const empty = await PGlite.create(options);
    try {
      await migrate(drizzle({ client: empty }), { migrationsFolder: MIGRATIONS_FOLDER });
      return new Uint8Array(await (await empty.dumpDataDir("gzip")).arrayBuffer());
    } finally {
      await empty.close();
    }
  })();
  // A failure is not kept: the next backup tries again.
  holder.__settleEmptyDatabase.catch(() => (holder.__settleEmptyDatabase = undefined));
  return holder.__settleEmptyDatabase;
}

/**
 * A new database at the same migrations, holding every row of `source` but the credentials
 * (backup-scope.ts): COPY table by table with triggers and foreign-key checks off (the rows were
 * consistent where they came from), then each sequence where the source left it.
 */
async function withoutCredentials(source: PGlite, options: Pick<PGliteOptions, "extensions">): Promise<DatabaseDump> {
  return withPgliteCopy(await emptyDatabase(options), options, async (clean) => {
    const names = (await source.query<{ name: string }>(TABLES_SQL)).rows.map((row) => row.name);
    const cleanNames = (await clean.query<{ name: string }>(TABLES_SQL)).rows.map((row) => row.name);
    if (names.join() !== cleanNames.join()) {
      throw new Error("The database is not at this version's migrations, so a backup cannot be written from it: run `npm run cli -- migrate` (or start the server once), then back up again.");
    }
    await clean.exec(`set session_replication_role = replica; truncate ${names.map(quoted).join(", ")}`);
    const columns = await source.query<{ name: string; column_name: string }>(
      `select table_schema || '.' || table_name as name, column_name from information_schema.columns
       where table_schema in ('public', 'drizzle') and is_generated = 'NEVER' order by table_schema, table_name, ordinal_position`,
    );
    for (const name of names) {
      if (CREDENTIAL_TABLES.has(name)) continue;
      const own = columns.rows.filter((row) => row.name === name).map((row) => row.column_name);
      const blanked = CREDENTIAL_COLUMNS[name] ?? [];
      const select = own.map((column) => (blanked.includes(column) ? `null as "${column}"` : `"${column}"`)).join(", ");
      const list = own.map((column) => `"${column}"`).join(", ");
      const { blob } = await source.query(`copy (select ${select} from ${quoted(name)}) to '/dev/blob'`);
      if (blob && blob.size > 0) await clean.query(`copy ${quoted(name)} (${list}) from '/dev/blob'`, [], { blob });
    }
    const sequences = await source.query<{ name: string; last_value: string }>(
      "select schemaname || '.' || sequencename as name, last_value::text from pg_sequences where last_value is not null",
    );
    for (const { name, last_value } of sequences.rows) await clean.query(`select setval('${quoted(name)}', ${Number(last_value)}, true)`);
    await clean.exec("set session_replication_role = origin; checkpoint");
    const bytes = new Uint8Array(await (await clean.dumpDataDir("gzip")).arrayBuffer());
    return { kind: "pglite", bytes, ...(await summarizeTables(pgliteQuery(clean))) };
  });
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
    // Credential rows stay out (backup-scope.ts); provider tokens are not stored at all (server/auth/auth.ts).
    const withoutCredentials = [...CREDENTIAL_TABLES].map((table) => `--exclude-table-data=${table}`);
    await runPgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", ...withoutCredentials, `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`]);
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
