import { sql, type SQL } from "drizzle-orm";
import { check, customType, numeric, timestamp, uuid, integer, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Database-generated UUID primary key: no sequential id is ever exposed. */
export const id = () => uuid("id").primaryKey().defaultRandom();

/**
 * A required reference to another table's row. What deleting that row does is said at every use:
 * "cascade" for what belongs to it, "restrict" for what must outlive it (an invoice, a timesheet).
 */
export const reference = (name: string, target: () => AnyPgColumn, onDelete: "cascade" | "restrict") =>
  uuid(name).notNull().references(target, { onDelete });

/** Timestamps are stored with time zone and handed out as ISO UTC strings. */
export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "string" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);

/** Optimistic concurrency: a write must name the version it read; services bump it. */
export const version = () => integer("version").notNull().default(1);

/** Money and quantities are numeric and read as decimal strings, never JS floats. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "string" });

/**
 * An amount in any currency of the currency table: three decimals, because some have three minor
 * digits (BHD, KWD, OMR...). Read back with at least two decimals and no further trailing zero,
 * so "64.500" is "64.50" and "1.125" stays, as amounts read before the third digit existed.
 */
export const anyCurrencyAmount = customType<{ data: string; driverData: string }>({
  dataType: () => "numeric(15, 3)",
  fromDriver: (value) => String(value).replace(/^(-?\d+\.\d\d\d*?)0+$/, "$1"),
});

/**
 * jsonb read back exactly as it was written. Both drivers (PGlite and postgres.js) already parse
 * jsonb, and drizzle's own jsonb column parses a string value a second time: the text "19" came
 * back as the number 19 and "true" as a boolean. Written with JSON.stringify, as drizzle's is.
 */
export const json = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

/** A CHECK constraint that keeps a text column inside one of the reference lists. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));
  return check(name, sql`${column} in (${list})`);
}

export function oneOfOrNull(name: string, column: AnyPgColumn, values: readonly string[]): ReturnType<typeof check> {
  const list = sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));
  const condition: SQL = sql`${column} is null or ${column} in (${list})`;
  return check(name, condition);
}
