import "server-only";
import { inArray, sql, type Column, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * The rows a batch read is about: ids the request named, or a subquery selecting them, never ids
 * read by an earlier query and sent back through the app.
 */
export type IdsOrSubquery = readonly string[] | SQLWrapper;

/** An empty list of named ids asks for nothing: the caller answers without a statement. */
export function asksForNothing(ids: IdsOrSubquery): boolean {
  return Array.isArray(ids) && ids.length === 0;
}

/** `column in (ids)` or `column in (subquery)`. */
export function idsIn(column: Column, ids: IdsOrSubquery): SQL {
  return inArray(column, Array.isArray(ids) ? [...(ids as readonly string[])] : (ids as SQLWrapper));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ids as one `uuid[]` parameter. `in (...)` sends a parameter per id, and building and binding
 * 10,000 of them (a batch export) costs the app more than the query costs the database. The array
 * literal is only ever made of uuids, so no id can split or escape it.
 */
export function uuidArray(ids: readonly string[]): SQL {
  for (const id of ids) if (!UUID.test(id)) throw new Error(`Not a uuid: ${JSON.stringify(id)}`);
  return sql`${`{${ids.join(",")}}`}::uuid[]`;
}

/** `column = any($1::uuid[])`: see uuidArray. */
export function anyOfIds(column: Column, ids: readonly string[]): SQL {
  return sql`${column} = any(${uuidArray(ids)})`;
}
