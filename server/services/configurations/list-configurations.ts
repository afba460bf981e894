import "server-only";
import { asc, eq } from "drizzle-orm";
import { configurationEntryIssue, type Configuration } from "@/lib/schemas/configurations";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { configurations } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";

const columns = {
  id: configurations.id,
  key: configurations.key,
  value: configurations.value,
  description: configurations.description,
  createdAt: isoTimestampSql(configurations.createdAt),
  updatedAt: isoTimestampSql(configurations.updatedAt),
};

type Row = Omit<Configuration, "problem">;

/** The entry as the API shows it: a value its rule no longer accepts (an older release stored it) is flagged with the reason. */
function withProblem(row: Row): Configuration {
  return { ...row, problem: configurationEntryIssue(row.key, row.value)?.message ?? null };
}

/** Every configuration entry, by key. */
export async function listConfigurations(db: DbOrTx): Promise<Configuration[]> {
  return ((await db.select(columns).from(configurations).orderBy(asc(configurations.key))) as Row[]).map(withProblem);
}

/** One entry by key, or 404. */
export async function getConfiguration(db: DbOrTx, key: string): Promise<Configuration> {
  const [row] = await db.select(columns).from(configurations).where(eq(configurations.key, key));
  if (!row) throw notFound("configuration");
  return withProblem(row as Row);
}
