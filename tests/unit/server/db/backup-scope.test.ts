import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { CREDENTIAL_COLUMNS, CREDENTIAL_TABLES, STORAGE_KEY_COLUMN, storageKeyColumns, storedObjectsSql } from "@/server/db/backup-scope";
import * as schema from "@/server/db/schema";

const columns = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.map((column) => ({ table: config.name, column: column.name }));
  });

/** Columns whose name says "key" but which name no stored object, each with the reason. */
const NOT_STORED_OBJECTS: Record<string, string> = {
  "rate_limits.key": "a throttle's name",
  "configurations.key": "a configuration entry's name",
  "mail_outbox.dedupe_key": "what makes a mail unique",
  "apikeys.key_hash": "the hash of an API key",
  "activity_logs.api_key_id": "the API key a change was made with",
  "activity_logs.api_key_name": "the name of the API key a change was made with",
  "passkeys.public_key": "a passkey's public key, which a restored backup needs for its holder to sign in",
};

describe("what a backup carries", () => {
  it("reads every column that may name a stored object: a new one named otherwise fails here until it is named so or listed as none", () => {
    const keyLike = columns.filter(({ column }) => /(^|_)key(_|$)/.test(column)).map(({ table, column }) => `${table}.${column}`);
    const read = new Set(storageKeyColumns().map(({ table, column }) => `${table}.${column}`));
    const unexplained = keyLike.filter((name) => !read.has(name) && !(name in NOT_STORED_OBJECTS));
    expect(unexplained).toEqual([]);
    expect([...read].sort()).toEqual(["e_invoices.xml_storage_key", "export_jobs.file_key", "files.storage_key"]);
    for (const name of Object.keys(NOT_STORED_OBJECTS)) expect(keyLike, `${name} still exists`).toContain(name);
  });

  it("asks for every stored object in one statement, with its content type, and only of tables that exist", () => {
    const all = storedObjectsSql(new Set(["public.files", "public.e_invoices", "public.export_jobs"]));
    expect(all).toContain(`select "storage_key" as key, content_type as content_type from "files"`);
    expect(all).toContain(`select "xml_storage_key" as key, 'application/xml' as content_type from "e_invoices" where "xml_storage_key" is not null`);
    expect(storedObjectsSql(new Set(["public.files"]))).not.toContain("e_invoices");
    expect(storedObjectsSql(new Set())).toBeNull();
    expect(STORAGE_KEY_COLUMN.test("receipt_storage_key")).toBe(true);
  });

  it("names credential tables and columns that exist", () => {
    const names = new Set(columns.map(({ table, column }) => `public.${table}.${column}`));
    const tables = new Set(columns.map(({ table }) => `public.${table}`));
    for (const table of CREDENTIAL_TABLES) expect(tables).toContain(table);
    for (const [table, blanked] of Object.entries(CREDENTIAL_COLUMNS)) for (const column of blanked) expect(names).toContain(`${table}.${column}`);
  });
});
