import "server-only";
import { desc, eq, type SQL } from "drizzle-orm";
import { scopesOf } from "@/lib/domain/api-key-scopes";
import type { Role } from "@/lib/domain/reference";
import type { ApiKeyView } from "@/lib/schemas/api-keys";
import type { DbOrTx } from "@/server/db";
import { apikey } from "@/server/db/schema";
import { apiKeyColumns, creator, owner } from "./api-key-columns";

/** Keys, newest first, with their owner's and creator's names (one statement; a company has a handful). */
export async function listApiKeys(db: DbOrTx, where?: SQL): Promise<ApiKeyView[]> {
  const rows = await db
    .select(apiKeyColumns)
    .from(apikey)
    .innerJoin(owner, eq(owner.id, apikey.referenceId))
    .leftJoin(creator, eq(creator.id, apikey.createdBy))
    .where(where)
    .orderBy(desc(apikey.createdAt), desc(apikey.id));
  return rows.map(({ permissions, owner: who, ...row }) => ({ ...row, owner: { ...who, role: who.role as Role }, scopes: scopesOf(permissions) }));
}

/** The keys of one person (Profile → API keys). */
export const listOwnApiKeys = (db: DbOrTx, userId: string) => listApiKeys(db, eq(apikey.referenceId, userId));
