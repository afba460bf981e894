import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/server/db/connection";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tar), or "" when the tests run on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the database-backed test projects: every test file gets its own in-memory
 * PGlite, and running all migrations for each cost about four seconds a file. The migrations run
 * once here; each file then loads a copy of the result (under a second).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return () => undefined;
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
  return () => rmSync(folder, { recursive: true, force: true });
}
