import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { ApiKeyView } from "@/lib/schemas/api-keys";
import type { Database } from "@/server/db";
import { apikey } from "@/server/db/schema";
import { listApiKeys } from "./list-api-keys";

/**
 * Revoked at once: the plugin refuses a disabled key, so its next request is 401. The row stays,
 * so the list shows when and what. With `ownerId`, only a key of that person (another's is a 404).
 */
export async function revokeApiKey(db: Database, id: string, ownerId?: string): Promise<ApiKeyView> {
  const mine = ownerId === undefined ? eq(apikey.id, id) : and(eq(apikey.id, id), eq(apikey.referenceId, ownerId));
  const revoked = await db
    .update(apikey)
    .set({ enabled: false, revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(mine, isNull(apikey.revokedAt)))
    .returning({ id: apikey.id });
  const [view] = await listApiKeys(db, mine);
  if (!view) throw notFound("apiKey");
  if (revoked.length === 0) throw conflict({ key: "apiKeyRevokedAlready" });
  return view;
}
