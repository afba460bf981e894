import "server-only";
import { eq } from "drizzle-orm";
import type { Role } from "@/lib/domain/reference";
import { readRequireTwoFactor, REQUIRE_TWO_FACTOR_KEY, twoFactorRequiredFor } from "@/lib/schemas/two-factor";
import type { DbOrTx } from "@/server/db";
import { configurations } from "@/server/db/schema";

/** Whether auth.requireTwoFactorFor asks a second factor of a person of `role`; read per request, so a change applies at once. */
export async function mustHaveTwoFactor(db: DbOrTx, role: Role): Promise<boolean> {
  if (role === "SERVICE_PRINCIPAL") return false;
  const [entry] = await db.select({ value: configurations.value }).from(configurations).where(eq(configurations.key, REQUIRE_TWO_FACTOR_KEY));
  return twoFactorRequiredFor(role, readRequireTwoFactor(entry?.value));
}
