import "server-only";
import { env } from "@/env";
import { openDatabase, type Database, type DatabaseHandle } from "./connection";

export { rowsOf, type Database, type DbOrTx, type Tx } from "./connection";
export * as tables from "./schema";

// One handle per process, kept on globalThis so hot reload and instrumentation share it.
const holder = globalThis as unknown as { __settleDb?: Promise<DatabaseHandle> };

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
  return (await databaseHandle()).db;
}

/** Tests and the CLI install a handle they opened themselves. */
export function installDatabase(handle: DatabaseHandle): void {
  holder.__settleDb = Promise.resolve(handle);
}
