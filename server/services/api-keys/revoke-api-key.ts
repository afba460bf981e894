import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { ApiKeyView } from "@/lib/schemas/api-keys";
import type { Database } from "@/server/db";
import { apiKeys } from "@/server/db/schema";
import { listApiKeys } from "./list-api-keys";

/** Revoked at once: the next request with it is 401. The row stays, so the list shows when and what. */
export async function revokeApiKey(db: Database, id: string): Promise<ApiKeyView> {
  const revoked = await db.update(apiKeys).set({ revokedAt: sql`now()` }).where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
  const [view] = await listApiKeys(db, eq(apiKeys.id, id));
  if (!view) throw notFound("apiKey");
  if (revoked.length === 0) throw conflict({ key: "apiKeyRevokedAlready" });
  return view;
}
