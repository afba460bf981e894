import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { AppError, fieldIssue } from "@/lib/errors";
import { IDENTITY_CONFIRMATION_SECONDS, type ConfirmPasswordBody, type IdentityConfirmation } from "@/lib/schemas/identity-confirmation";
import type { Actor } from "@/server/auth/actor";
import { getAuth } from "@/server/auth/auth";
import { claim, giveBack, secondsToWait } from "@/server/auth/sign-in-limit";
import type { Database } from "@/server/db";
import { verification } from "@/server/db/schema";

type Person = Extract<Actor, { kind: "user" }>;

/** Kept in better-auth's verification table, which a backup never carries (server/db/dump.ts). */
const identifierOf = (sessionId: string) => `identity-confirmed:${sessionId}`;
const failuresKey = (userId: string) => `confirm-password-failures:user:${userId}`;
/** A few typos, then the same doubling wait as sign-in: a stolen cookie must not guess the password here. */
const FREE_FAILURES = 5;

/**
 * The person re-enters their password; the session they use may then do, for a few minutes,
 * what needs more than a cookie that could have been lifted (the backup download).
 */
export async function confirmPassword(db: Database, actor: Person, body: ConfirmPasswordBody, headers: Headers): Promise<IdentityConfirmation> {
  if (!actor.sessionId) throw new AppError("FORBIDDEN", { key: "onlyPersonSignedSessionConfirm" });
  const budget = [{ key: failuresKey(actor.userId), free: FREE_FAILURES }];
  const now = Date.now();
  if (!(await claim(db, budget, now))) {
    const seconds = await secondsToWait(db, budget, now);
    throw new AppError("RATE_LIMITED", { key: "tooManyWrongPasswords", values: { count: seconds } });
  }
  const auth = await getAuth();
  const right = await auth.api
    .verifyPassword({ body: { password: body.password }, headers })
    .then(() => true)
    .catch(() => false);
  if (!right) throw new AppError("BAD_REQUEST", { key: "notPassword" }, [fieldIssue("password", { key: "notPassword" })]);
  await giveBack(db, [budget[0]!.key]);
  const confirmedUntil = new Date(now + IDENTITY_CONFIRMATION_SECONDS * 1000);
  const identifier = identifierOf(actor.sessionId);
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifier));
    await tx.insert(verification).values({ identifier, value: actor.userId, expiresAt: confirmedUntil });
  });
  return { confirmedUntil: confirmedUntil.toISOString() };
}

/** Whether this session's person confirmed their password within the last few minutes. */
export async function hasFreshConfirmation(db: Database, actor: Person): Promise<boolean> {
  if (!actor.sessionId) return false;
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, identifierOf(actor.sessionId)), eq(verification.value, actor.userId), gt(verification.expiresAt, new Date())));
  return row !== undefined;
}
