import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { MIGRATIONS_FOLDER, rowsOf, type Database, type DatabaseHandle } from "./connection";
import { MigrationsPendingError } from "./startup-errors";

/** The migrations in supabase/migrations that the database has not applied yet. */
export async function pendingMigrationCount(db: Database): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const [table] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table?.name) return files.length;
  // The same rule as drizzle's migrator: everything newer than the last applied one is pending.
  const [last] = rowsOf<{ created_at: string | number | null }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
  );
  const lastApplied = last?.created_at == null ? -1 : Number(last.created_at);
  return files.filter((file) => file.folderMillis > lastApplied).length;
}

/**
 * What the server checks before it serves: the database answers and its schema is current.
 * postgres.js connects lazily, so without the query a wrong DATABASE_URL would only show at the
 * first request.
 */
export async function checkDatabaseReady(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`select 1`);
  const pending = await pendingMigrationCount(handle.db);
  if (pending > 0) throw new MigrationsPendingError(pending);
}
