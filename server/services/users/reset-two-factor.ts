import "server-only";
import { and, eq, like, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import type { Database } from "@/server/db";
import { passkey, session, twoFactor, user, verification } from "@/server/db/schema";

export interface TwoFactorReset {
  email: string;
  /** Whether the person had two-factor sign-in (an enrolment begun but never confirmed counts as none). */
  hadTwoFactor: boolean;
  /** Passkeys removed: a second factor too (server/auth/passkeys.ts), lost with the device. */
  passkeysRemoved: number;
  sessionsEnded: number;
}

/**
 * For a person who lost their authenticator and their backup codes (the CLI's two-factor-reset):
 * removes the TOTP secret and backup codes and their passkeys, forgets every browser trusted to
 * skip the code, and ends their sessions, so the next sign-in is with the password alone and, where
 * auth.requireTwoFactorFor asks for it, goes straight to enrolment.
 */
export async function resetTwoFactor(db: Database, email: string): Promise<TwoFactorReset> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ id: user.id, enabled: user.twoFactorEnabled }).from(user).where(eq(user.email, address));
    if (!person) throw new AppError("NOT_FOUND", { key: "personEMailEmail", values: { email: address } });
    await tx.update(user).set({ twoFactorEnabled: false, updatedAt: sql`now()` }).where(eq(user.id, person.id));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, person.id));
    // better-auth keeps a trusted browser as a verification row holding the person's id.
    await tx.delete(verification).where(and(like(verification.identifier, "trust-device-%"), eq(verification.value, person.id)));
    const passkeys = await tx.delete(passkey).where(eq(passkey.userId, person.id)).returning({ id: passkey.id });
    const ended = await tx.delete(session).where(eq(session.userId, person.id)).returning({ id: session.id });
    return { email: address, hadTwoFactor: person.enabled, passkeysRemoved: passkeys.length, sessionsEnded: ended.length };
  });
}
