import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";
import { dumpPglite, dumpPostgres, type DatabaseDump } from "./dump";
import { acquireDataDirLock } from "./lock";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import { MigrationFailedError } from "./startup-errors";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a service receives: the database itself or an open transaction on it. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Tx;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN on a channel (NOTIFY is heard only after commit); resolves to the function that stops. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** A consistent copy of the whole database while it stays in use (backups). */
  dump(): Promise<DatabaseDump>;
}

export { MIGRATIONS_FOLDER } from "./migrations-folder";

export type ConnectionOptions = (
  | { url: string; maxConnections?: number }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob }
) & {
  /** Sees every statement drizzle sends (the tests' statement counter, the benchmark). */
  logger?: Logger;
};

function explainFailure(migration: Promise<void>): Promise<void> {
  return migration.catch((error: unknown) => {
    throw new MigrationFailedError(error);
  });
}

/** Extensions the migrations create: PGlite ships them but loads only those named here. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } };

/** The only place that knows whether the app runs on PGlite or on a PostgreSQL server. */
export async function openDatabase(options: ConnectionOptions): Promise<DatabaseHandle> {
  if ("url" in options) {
    const client = postgres(options.url, { max: options.maxConnections ?? 10, onnotice: () => undefined });
    const db = drizzlePostgres({ client, schema, logger: options.logger }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => explainFailure(migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER })),
      close: () => client.end({ timeout: 5 }),
      // postgres.js keeps one extra connection for all listeners and re-LISTENs after a reconnect.
      listen: async (channel, onPayload) => (await client.listen(channel, onPayload)).unlisten,
      dump: () => dumpPostgres(client, options.url),
    };
  }
  let release: () => void = () => undefined;
  let client: PGlite;
  if ("dataDir" in options) {
    const dataDir = path.resolve(/*turbopackIgnore: true*/ options.dataDir);
    release = acquireDataDirLock(dataDir);
    const pgdata = path.join(dataDir, "pgdata");
    // PGlite does not create missing parent folders.
    mkdirSync(pgdata, { recursive: true });
    try {
      client = await PGlite.create(pgdata, PGLITE_OPTIONS);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    // loadDataDir: a copy of an already migrated database (the tests' template), far quicker than
    // running every migration again.
    client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: options.loadDataDir });
  }
  const db = drizzlePglite({ client, schema, logger: options.logger }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => explainFailure(migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER })),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    dump: () => dumpPglite(client, PGLITE_OPTIONS),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** postgres.js returns rows as an array, PGlite as { rows }: callers of db.execute() use this. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
