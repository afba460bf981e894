import "server-only";
import { env } from "@/env";
import { openDatabase, type Database, type DatabaseHandle } from "./connection";

export { rowsOf, type Database, type DbOrTx, type Tx } from "./connection";
export * as tables from "./schema";

// One handle per process, kept on globalThis so hot reload and instrumentation share it.
const holder = globalThis as unknown as {
  __settleDb?: Promise<DatabaseHandle>;
  __settleBeforeUse?: (db: Database) => Promise<void>;
};

export function databaseHandle(): Promise<DatabaseHandle> {
  holder.__settleDb ??= openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR }).catch(
    (error: unknown) => {
      holder.__settleDb = undefined;
      throw error;
    },
  );
  return holder.__settleDb;
}

export async function getDb(): Promise<Database> {
  const { db } = await databaseHandle();
  if (holder.__settleBeforeUse) await holder.__settleBeforeUse(db);
  return db;
}

/**
 * What the served process runs before a request uses the database (the daily catch-up of the
 * billing periods, server/startup.ts); it must be cheap when it has nothing to do. Tests and the
 * CLI install none, so their statement counts and data are theirs alone.
 */
export function runBeforeDatabaseUse(task: ((db: Database) => Promise<void>) | undefined): void {
  holder.__settleBeforeUse = task;
}

/** @internal Tests install a handle they opened themselves. */
export function installDatabase(handle: DatabaseHandle): void {
  holder.__settleDb = Promise.resolve(handle);
}
