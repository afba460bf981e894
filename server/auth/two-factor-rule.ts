import "server-only";
import { eq } from "drizzle-orm";
import type { Role } from "@/lib/domain/reference";
import { readRequireTwoFactor, REQUIRE_TWO_FACTOR_KEY, twoFactorRequiredFor } from "@/lib/schemas/two-factor";
import type { DbOrTx } from "@/server/db";
import { configurations, passkey } from "@/server/db/schema";

/** Whether the person holds at least one passkey. */
export async function hasPasskey(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkey.id }).from(passkey).where(eq(passkey.userId, userId)).limit(1);
  return row !== undefined;
}

/**
 * Whether auth.requireTwoFactorFor asks a second factor of a person of `role`; read per request, so
 * a change applies at once. Given the person's id, a passkey meets the rule (it is two factors:
 * the device and the PIN or biometric that unlocks it), so one who holds one is not asked again.
 */
export async function mustHaveTwoFactor(db: DbOrTx, role: Role, userId?: string): Promise<boolean> {
  if (role === "SERVICE_PRINCIPAL") return false;
  const [entry] = await db.select({ value: configurations.value }).from(configurations).where(eq(configurations.key, REQUIRE_TWO_FACTOR_KEY));
  if (!twoFactorRequiredFor(role, readRequireTwoFactor(entry?.value))) return false;
  return userId === undefined || !(await hasPasskey(db, userId));
}
