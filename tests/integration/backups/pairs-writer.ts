import { sql } from "drizzle-orm";
import type { Database } from "@/server/db";

/**
 * Pairs of clients written in one transaction each, held open a moment between the two rows,
 * for as long as `during` runs: a backup taken meanwhile must hold both of a pair or neither.
 * Resolves to what `during` gave and how many pairs were begun.
 */
export async function writePairsWhile<T>(db: Database, during: () => Promise<T>): Promise<{ result: T; pairs: number }> {
  let writing = true;
  let pairs = 0;
  const writer = (async () => {
    while (writing) {
      pairs += 1;
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into clients (name) values (${`Pair ${pairs} A`})`);
        await new Promise((resolve) => setTimeout(resolve, 3));
        await tx.execute(sql`insert into clients (name) values (${`Pair ${pairs} B`})`);
      });
    }
  })();
  try {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { result: await during(), pairs };
  } finally {
    writing = false;
    await writer;
  }
}

/** Both halves of every pair, or neither: the counts of A and B rows. */
export const PAIR_COUNTS_SQL = "select count(*) filter (where name like 'Pair % A')::int as a, count(*) filter (where name like 'Pair % B')::int as b from clients";
