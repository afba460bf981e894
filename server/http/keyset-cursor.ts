import "server-only";
import { AppError, fieldIssue } from "@/lib/errors";
import type { Page } from "@/lib/schemas/paging";

/**
 * Keyset paging: a cursor holds the sort key of the last row of a page (text values, ending
 * with the row's id as the tie-breaker), base64url-encoded JSON, so clients treat it as opaque.
 * The next page starts strictly after that key in the list's order.
 */
export type CursorKey = readonly string[];

const invalidCursor = () =>
  new AppError("BAD_REQUEST", { key: "requestNotValid" }, [fieldIssue("cursor", { key: "cursorNotValidStart" })]);

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

/**
 * Reads a cursor back: exactly `checks.length` text values, each passing its check (a date, a
 * uuid...). Anything else, a cursor of another list included, is a 400 on `cursor`, never a 500.
 */
export function decodeCursor(text: string, checks: readonly ((value: string) => boolean)[]): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== checks.length) throw invalidCursor();
  const values: string[] = [];
  for (const [index, check] of checks.entries()) {
    const value: unknown = parsed[index];
    if (typeof value !== "string" || !check(value)) throw invalidCursor();
    values.push(value);
  }
  return values;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks for decodeCursor. */
export const cursorValue = {
  uuid: (value: string) => UUID.test(value),
  date: (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(value)),
  text: (value: string) => value.length <= 1000,
};

/**
 * Turns the rows of a query run with `limit + 1` into a page: the extra row only says that
 * another page follows; the cursor is the key of the last row kept.
 */
export function toPage<T>(rows: readonly T[], limit: number, keyOf: (row: T) => CursorKey): Page<T> {
  const data = rows.slice(0, limit);
  const last = data[data.length - 1];
  return { data, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null };
}
