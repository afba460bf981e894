import "server-only";
import { count, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/server/db";

/**
 * How far a search counts exactly, and how deep it pages. Past this many matches the answer says
 * "10,000+" (total = the cap, totalCapped = true) instead of counting every row of a large
 * history, and pages stop at the cap: a narrower search reaches the rest.
 */
export const SEARCH_COUNT_CAP = 10_000;

export interface CappedTotal {
  /** Exact up to SEARCH_COUNT_CAP; the cap itself when there are more. */
  total: number;
  /** True when there are more matches than `total` says: show it as "10,000+". */
  totalCapped: boolean;
}

/**
 * Counts the rows of a select (built with its joins and where-clause, any columns) up to the
 * cap: Postgres stops reading after cap + 1 rows, so the cost is bounded whatever the table holds.
 */
export async function cappedCount(db: DbOrTx, matches: PgSelect, cap = SEARCH_COUNT_CAP): Promise<CappedTotal> {
  const limited = matches.limit(cap + 1).as("matches");
  const [row] = await db.select({ n: count(sql`1`) }).from(limited);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/** The words a table shows for a capped total. */
export function totalLabel({ total, totalCapped }: CappedTotal): string {
  return totalCapped ? `${total.toLocaleString("en-US")}+` : total.toLocaleString("en-US");
}
