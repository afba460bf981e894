import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { env } from "@/env";
import type { IsoDate } from "@/lib/domain/dates";
import { AppError, fieldIssue } from "@/lib/errors";
import type { CreateApiKeyBody, CreatedApiKey } from "@/lib/schemas/api-keys";
import { generateApiKey } from "@/server/auth/api-keys";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { apiKeys, user } from "@/server/db/schema";
import { listApiKeys } from "./list-api-keys";

/**
 * A new key for the named service principal (an active one of that name, else a new one, which
 * can sign in only with its keys: it has no password). The key is returned this once; only its
 * SHA-256 is kept. It works through the end of `expiresOn` in the business time zone.
 */
export async function createApiKey(db: Database, actor: Actor, body: CreateApiKeyBody, today: IsoDate): Promise<CreatedApiKey> {
  if (body.expiresOn !== null && body.expiresOn <= today) throw new AppError("BAD_REQUEST", { key: "expiryDateAfterToday" }, [fieldIssue("expiresOn", { key: "expiryDateAfterToday" })]);
  const generated = generateApiKey();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, "SERVICE_PRINCIPAL"), eq(user.active, true), sql`lower(${user.name}) = lower(${body.servicePrincipal})`))
      .limit(1);
    let principalId = existing?.id;
    if (!principalId) {
      const id = randomUUID();
      // Never a mailbox: the address only satisfies the table; a service principal receives no mail.
      await tx.insert(user).values({ id, name: body.servicePrincipal, email: `${id}@service-principals.invalid`, role: "SERVICE_PRINCIPAL" });
      principalId = id;
    }
    const [created] = await tx
      .insert(apiKeys)
      .values({
        name: body.name,
        servicePrincipalId: principalId,
        prefix: generated.prefix,
        keyHash: generated.hash,
        createdBy: actor.userId,
        expiresAt: body.expiresOn === null ? null : sql`((${body.expiresOn}::date + 1)::timestamp at time zone ${env.BUSINESS_TIME_ZONE})`,
      })
      .returning({ id: apiKeys.id });
    const [apiKey] = await listApiKeys(tx, eq(apiKeys.id, created!.id));
    return { apiKey: apiKey!, key: generated.key };
  });
}
