import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { configurations } from "@/server/db/schema";

export async function deleteConfiguration(db: Database, key: string): Promise<{ key: string; deleted: true }> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(configurations).where(eq(configurations.key, key)).returning({ id: configurations.id });
    if (deleted.length === 0) throw notFound("configuration");
    return { key, deleted: true as const };
  });
}
