import "server-only";
import { sql } from "drizzle-orm";
import { AppError, issueRefusal } from "@/lib/errors";
import { configurationEntryIssue, type Configuration, type UpsertConfigurationBody } from "@/lib/schemas/configurations";
import type { Database } from "@/server/db";
import { configurations } from "@/server/db/schema";
import { getConfiguration } from "./list-configurations";

/** Creates the entry of `key` or replaces its value; the description changes only when sent. */
export async function upsertConfiguration(db: Database, key: string, body: UpsertConfigurationBody): Promise<Configuration> {
  const issue = configurationEntryIssue(key, body.value);
  if (issue) throw new AppError("BAD_REQUEST", issueRefusal(issue), [issue]);
  return db.transaction(async (tx) => {
    await tx
      .insert(configurations)
      .values({ key, value: body.value, description: body.description ?? null })
      .onConflictDoUpdate({
        target: configurations.key,
        set: {
          value: body.value,
          description: body.description,
          updatedAt: sql`now()`,
        },
      });
    return getConfiguration(tx, key);
  });
}
