import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { databaseOnServer } from "../server-database";
import { openDatabase, type DatabaseHandle } from "@/server/db/connection";
import { embeddedEnv } from "./spawn";

/** A database a served process can open, the environment that names it, and how to drop it. */
export interface ServerTarget {
  env: NodeJS.ProcessEnv;
  open: () => Promise<DatabaseHandle>;
  dispose: () => Promise<void>;
}

/**
 * For the tests that start the server as a child process: a new embedded database in a directory
 * of its own, or a new database on the PostgreSQL server TEST_DATABASE_URL names (CI's pass).
 * Not migrated: the caller opens it, migrates and seeds what it needs, and closes it again.
 */
export async function prepareServerTarget(prefix: string): Promise<ServerTarget> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `settle-${prefix}-`));
    return { env: embeddedEnv(dataDir), open: () => openDatabase({ dataDir }), dispose: async () => undefined };
  }
  const name = `settle_${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = databaseOnServer(serverUrl, name);
  return {
    env: { ...process.env, DATABASE_URL: url },
    open: () => openDatabase({ url, maxConnections: 2 }),
    dispose: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
