import "server-only";
import { inArray, type Column, type SQL, type SQLWrapper } from "drizzle-orm";

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
