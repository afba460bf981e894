import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * Spec point 3: timestamps leave the server as ISO 8601 in UTC with microseconds. The fixed
 * width also makes these strings sort as instants. Both helpers below give that one format.
 */
const ISO_UTC_MICROSECONDS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`);

/**
 * A timestamptz column (or expression) formatted by the database: the raw text of a timestamp
 * follows the session time zone, which PGlite and a PostgreSQL server need not share.
 * For a nullable value write `isoTimestampSql<string | null>(column)` or use
 * nullableIsoTimestampSql; without a type argument the result is a non-null string.
 */
export function isoTimestampSql(column: AnyColumn | SQL): SQL<string>;
export function isoTimestampSql<T extends string | null>(column: AnyColumn | SQL): SQL<T>;
export function isoTimestampSql(column: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`to_char(${column} at time zone 'UTC', ${ISO_UTC_MICROSECONDS})`;
}

/** The same for a nullable column: null stays null. */
export function nullableIsoTimestampSql(column: AnyColumn | SQL): SQL<string | null> {
  return isoTimestampSql<string | null>(column);
}

const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(?:\+00(?::?00)?|Z)$/;

/**
 * The same format for a timestamp already read as text (a row from `.returning()`): Postgres
 * hands them out as "2026-11-22 03:23:26.093955+00", which a JS Date would cut to milliseconds.
 */
export function isoUtcTimestamp(value: string): string {
  const match = UTC_TIMESTAMP.exec(value);
  if (match) return `${match[1]}T${match[2]}.${(match[3] ?? "").padEnd(6, "0")}Z`;
  const date = new Date(value);
  return `${date.toISOString().slice(0, 23)}000Z`;
}
