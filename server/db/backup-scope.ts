import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "./schema";

/**
 * What a backup carries and what it never does, derived from the schema so that a new table or
 * column is covered the day it is written (tests/unit/server/db/backup-scope.test.ts holds the
 * naming rule to it).
 */

/** A column holds a key of server/storage when its name says so: `storage_key`, `xml_storage_key`, `file_key`. */
export const STORAGE_KEY_COLUMN = /(^|_)(storage|file)_key$/;

/** Rows that are live credentials (session tokens, verification and OAuth state): never in an archive, so a restore signs everyone out. */
export const CREDENTIAL_TABLES: ReadonlySet<string> = new Set(["public.sessions", "public.verifications"]);

/** Columns that hold an identity provider's live tokens: blanked in an archive (the rows stay: they link a person to the provider). */
export const CREDENTIAL_COLUMNS: Readonly<Record<string, readonly string[]>> = { "public.accounts": ["access_token", "refresh_token", "id_token"] };

/** The content type a stored object is put back with, where its table has no `content_type` column. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  "e_invoices.xml_storage_key": "application/xml",
  "export_jobs.file_key": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export interface StorageKeyColumn {
  table: string;
  column: string;
  /** An SQL expression of the row: the table's own content_type column, or a constant. */
  contentType: string;
}

/** Every column of the schema that names a stored object. */
export function storageKeyColumns(): StorageKeyColumn[] {
  const found: StorageKeyColumn[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const { name: table, columns } = getTableConfig(value);
    const hasContentType = columns.some((column) => column.name === "content_type");
    for (const { name: column } of columns) {
      if (!STORAGE_KEY_COLUMN.test(column)) continue;
      const constant = CONTENT_TYPES[`${table}.${column}`] ?? "application/octet-stream";
      found.push({ table, column, contentType: hasContentType ? "content_type" : `'${constant}'` });
    }
  }
  return found.sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

/** One statement for every stored object the tables that exist name, each key once; null when none of them exists yet. */
export function storedObjectsSql(existingTables: ReadonlySet<string>): string | null {
  const parts = storageKeyColumns()
    .filter(({ table }) => existingTables.has(`public.${table}`))
    .map(({ table, column, contentType }) => `select "${column}" as key, ${contentType} as content_type from "${table}" where "${column}" is not null`);
  if (parts.length === 0) return null;
  return `select distinct on (key) key, content_type from (${parts.join(" union all ")}) stored order by key`;
}
