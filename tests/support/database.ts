import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "@/server/db/connection";
import { installDatabase } from "@/server/db";
import { databaseOnServer } from "./server-database";
import { statementLogger } from "./statement-counter";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again by the returned cleanup).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // The global setup's migrated template (tests/support/database-template.ts); migrate() then finds
    // every migration applied, and still runs any the template lacks.
    const template = inject("pgliteTemplate");
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const handle = await openDatabase({ memory: true, loadDataDir, logger: statementLogger });
    await handle.migrate();
    installDatabase(handle);
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `settle_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  const template = inject("postgresTemplate");
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const handle = await openDatabase({ url: databaseOnServer(serverUrl, name), maxConnections: 4, logger: statementLogger });
  await handle.migrate();
  installDatabase(handle);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
