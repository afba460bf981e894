import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/server/db/connection";
import { databaseOnServer } from "./server-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tar), or "" when the tests run on PostgreSQL. */
    pgliteTemplate: string;
    /** On PostgreSQL: a migrated, empty database each test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Global setup of the database-backed test projects. Every test file gets its own database, and
 * running all migrations for each cost about four seconds a file: they run once here instead, and
 * each file starts from a copy (PGlite: the data directory as a tar; PostgreSQL: CREATE DATABASE
 * … TEMPLATE).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `settle_template_${randomBytes(6).toString("hex")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name}`);
    const handle = await openDatabase({ url: databaseOnServer(serverUrl, name), maxConnections: 1 });
    await handle.migrate();
    // A template may have no open connection while databases are created from it.
    await handle.close();
    project.provide("pgliteTemplate", "");
    project.provide("postgresTemplate", name);
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  const client = (handle.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
  const tarball = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  await handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), "settle-template-"));
  const file = path.join(folder, "migrated.tar");
  writeFileSync(file, tarball);
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return async () => rmSync(folder, { recursive: true, force: true });
}
