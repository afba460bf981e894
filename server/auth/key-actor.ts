import "server-only";
import { eq } from "drizzle-orm";
import { type ApiKeyScopes, scopesOf } from "@/lib/domain/api-key-scopes";
import type { Role } from "@/lib/domain/reference";
import { AppError, RateLimitedError } from "@/lib/errors";
import { getDb } from "@/server/db";
import { contractors, user } from "@/server/db/schema";
import type { Actor } from "./actor";
import { KEY_RATE_LIMIT_WINDOW_MS } from "./api-key-plugin";
import { getAuth } from "./auth";
import { mustHaveTwoFactor } from "./two-factor-rule";

/** The key a request came with, as requireActor checks its scopes and the audit log names it. */
export interface ApiKeyUse {
  id: string;
  name: string;
  scopes: ApiKeyScopes;
}

const invalidKey = () => new AppError("UNAUTHENTICATED", { key: "invalidApiKey" });

/** The plugin's refusal of a key past its rate limit says how long to wait, in milliseconds, in `details`. */
function waitOf(error: unknown): number {
  const details = typeof error === "object" && error !== null && "details" in error ? error.details : undefined;
  const ms = typeof details === "object" && details !== null && "tryAgainIn" in details ? details.tryAgainIn : undefined;
  return Math.max(1, Math.ceil((typeof ms === "number" ? ms : KEY_RATE_LIMIT_WINDOW_MS) / 1000));
}

/**
 * Who a key made in Settings or on the profile acts as. The plugin checks the key (its hash, that
 * it is neither revoked nor expired, its rate limit: 429 past it) and notes the use; the owner
 * must still be active. A service principal's key acts with an administrator's rights; a
 * person's key as that person, with their role and (a contractor) their contractor id, so the
 * same policies as their session scope what it reads, and never more.
 */
export async function actorOfApiKey(key: string): Promise<Actor> {
  const auth = await getAuth();
  const { valid, error, key: found } = await auth.api.verifyApiKey({ body: { key } });
  if (error?.code === "RATE_LIMITED") {
    const seconds = waitOf(error);
    throw new RateLimitedError({ key: "apiKeyRateLimited", values: { seconds } }, seconds);
  }
  if (!valid || !found) throw invalidKey();
  const db = await getDb();
  const [owner] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      active: user.active,
      twoFactorEnabled: user.twoFactorEnabled,
      contractorId: contractors.id,
    })
    .from(user)
    .leftJoin(contractors, eq(contractors.userId, user.id))
    .where(eq(user.id, found.referenceId));
  if (!owner?.active) throw invalidKey();
  const apiKey: ApiKeyUse = { id: found.id, name: found.name ?? "", scopes: scopesOf(found.permissions) };
  if (owner.role === "SERVICE_PRINCIPAL") {
    return { kind: "service", userId: owner.id, role: "SERVICE_PRINCIPAL", name: owner.name, email: null, contractorId: null, apiKey };
  }
  const role = owner.role as Role;
  // A key is no way around auth.requireTwoFactorFor: made before the rule came, it waits, as its
  // owner's session does, until they have set up a second factor.
  if (!owner.twoFactorEnabled && (await mustHaveTwoFactor(db, role, owner.id))) throw new AppError("TWO_FACTOR_REQUIRED", { key: "setUpTwoFactor" });
  return { kind: "key", userId: owner.id, role, name: owner.name, email: owner.email, contractorId: role === "SUBCONTRACTOR" ? owner.contractorId : null, apiKey };
}
