import { randomBytes } from "node:crypto";
import postgres from "postgres";

/** The URL of the database `name` on the PostgreSQL server `serverUrl` names. */
export function databaseOnServer(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The PostgreSQL server the tests that need one use: CI's, unless TEST_DATABASE_URL names another. */
const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * Empty databases made on the test server for one file (`create`), each under its own random
 * name with the prefix, and dropped with the connection closed by `dropAll` (in afterAll).
 */
export function scratchDatabases(prefix: string) {
  const admin = postgres(TEST_SERVER_URL, { max: 1, onnotice: () => undefined });
  const created: string[] = [];
  return {
    async create(): Promise<string> {
      const name = `${prefix}_${randomBytes(6).toString("hex")}`;
      await admin.unsafe(`create database ${name}`);
      created.push(name);
      return databaseOnServer(TEST_SERVER_URL, name);
    },
    async dropAll(): Promise<void> {
      for (const name of created) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
