import "server-only";
import { desc, eq, type SQL } from "drizzle-orm";
import type { ApiKeyView } from "@/lib/schemas/api-keys";
import type { DbOrTx } from "@/server/db";
import { apiKeys } from "@/server/db/schema";
import { apiKeyColumns, creator, principal } from "./api-key-columns";

/** Every key, newest first, with its principal's and creator's names (one statement; a company has a handful). */
export async function listApiKeys(db: DbOrTx, where?: SQL): Promise<ApiKeyView[]> {
  return db
    .select(apiKeyColumns)
    .from(apiKeys)
    .innerJoin(principal, eq(principal.id, apiKeys.servicePrincipalId))
    .leftJoin(creator, eq(creator.id, apiKeys.createdBy))
    .where(where)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}
