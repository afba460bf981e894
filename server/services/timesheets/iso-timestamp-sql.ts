import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

const ISO_UTC_MICROSECONDS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`);

/**
 * A timestamptz column as ISO 8601 in UTC with microseconds (spec point 3), formatted by the
 * database: the raw text of a timestamp follows the session time zone, which PGlite and a
 * PostgreSQL server need not share. The fixed width also makes these strings sort as instants.
 * For a nullable column write `isoTimestampSql<string | null>(column)` or use
 * nullableIsoTimestampSql; without a type argument the result is a non-null string.
 */
export function isoTimestampSql(column: AnyColumn): SQL<string>;
export function isoTimestampSql<T extends string | null>(column: AnyColumn): SQL<T>;
export function isoTimestampSql(column: AnyColumn): SQL<string | null> {
  return sql<string | null>`to_char(${column} at time zone 'UTC', ${ISO_UTC_MICROSECONDS})`;
}

/** The same for a nullable column: null stays null. */
export function nullableIsoTimestampSql(column: AnyColumn): SQL<string | null> {
  return isoTimestampSql<string | null>(column);
}
