import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDatabaseReady } from "@/server/db/check-database";
import { MIGRATIONS_FOLDER, openDatabase } from "@/server/db/connection";
import { DatabaseLockedError } from "@/server/db/lock";
import { describeDatabaseError, MigrationFailedError, MigrationsPendingError } from "@/server/db/startup-errors";
import { describeCliError } from "@/server/cli/describe-error";
import { describeStartupFailure } from "@/server/startup";
import { rowsOf } from "@/server/db";
import { createTestDatabase } from "../../support/database";

const MIGRATION_COUNT = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
const UNANSWERED_URL = "postgres://settle:hunter2-secret@127.0.0.1:1/settle";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe("the start-up check of the database", () => {
  it("passes on a migrated database", async () => {
    await expect(checkDatabaseReady(database)).resolves.toBeUndefined();
  });

  it("counts the migrations newer than the last one applied", async () => {
    const [last] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await database.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    );
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const refused = await checkDatabaseReady(database).catch((error: unknown) => error);
      expect((refused as MigrationsPendingError).pending).toBe(1);
      expect(describeStartupFailure(refused)).toBe(
        'Settle cannot start: The database is missing 1 migration of this version of Settle. Run "npm run cli -- migrate" ' +
          "(with the server stopped when the database is embedded), then start again.",
      );
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    await expect(checkDatabaseReady(database)).resolves.toBeUndefined();
  });

  it("names a PostgreSQL server that does not answer in one line, without the password", async () => {
    const unanswered = await openDatabase({ url: UNANSWERED_URL, maxConnections: 1 });
    try {
      const refused = await checkDatabaseReady(unanswered).catch((error: unknown) => error);
      const line = describeDatabaseError(refused, UNANSWERED_URL);
      expect(line).toBe(
        "Cannot use the PostgreSQL database at 127.0.0.1:1/settle: nothing answers there (ECONNREFUSED). Check DATABASE_URL and that the server is running.",
      );
      expect(describeCliError(refused, UNANSWERED_URL)).toBe(`Error: ${line}`);
    } finally {
      await unanswered.close();
    }
  });

  it("says when DATABASE_URL is not a connection string", async () => {
    const refused = await (async () => {
      const handle = await openDatabase({ url: "not a url", maxConnections: 1 });
      await checkDatabaseReady(handle);
    })().catch((error: unknown) => error);
    expect(describeDatabaseError(refused, "not a url")).toBe(
      "DATABASE_URL is not a valid connection string (expected postgres://user:password@host:5432/database).",
    );
  });

  it("keeps the stack of errors nobody anticipated", () => {
    const bug = new Error("undefined is not a function");
    expect(describeDatabaseError(bug, UNANSWERED_URL)).toBeNull();
    expect(describeStartupFailure(bug)).toContain("    at ");
  });
});

describe("an empty embedded database", () => {
  let empty: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    empty = await openDatabase({ memory: true });
  });
  afterAll(async () => {
    await empty.close();
  });

  it("lacks every migration", async () => {
    const refused = await checkDatabaseReady(empty).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MigrationsPendingError);
    expect((refused as MigrationsPendingError).pending).toBe(MIGRATION_COUNT);
  });

  it("reports a migration that fails with the database's reason, and nothing is half-applied", async () => {
    // A table the first migration creates, already there with another shape.
    await empty.db.execute(sql`create table users (something integer)`);
    const failed = await empty.migrate().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(MigrationFailedError);
    expect(describeCliError(failed)).toBe('Error: Applying the migrations in supabase/migrations failed: relation "users" already exists');
    const refused = await checkDatabaseReady(empty).catch((error: unknown) => error);
    expect((refused as MigrationsPendingError).pending).toBe(MIGRATION_COUNT);
  });
});

describe("the embedded database's lock error", () => {
  it("is one line for the CLI and the server", () => {
    const locked = new DatabaseLockedError("/srv/settle", { pid: 42, startTime: "7", bootId: null, host: "box", since: "then" });
    expect(describeCliError(locked)).toBe(`Error: ${locked.message}`);
    expect(describeStartupFailure(locked)).toBe(`Settle cannot start: ${locked.message}`);
  });
});
