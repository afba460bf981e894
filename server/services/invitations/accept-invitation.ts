import "server-only";
import { hashPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { INVITATION_MESSAGES, type AcceptInvitationBody } from "@/lib/schemas/invitations";
import { AppError } from "@/lib/errors";
import type { Database } from "@/server/db";
import { account, invitations, session, user } from "@/server/db/schema";
import { findInvitation } from "./find-invitation";

const refused = (problem: keyof typeof INVITATION_MESSAGES) => new AppError("BAD_REQUEST", INVITATION_MESSAGES[problem]);

/**
 * Sets the invited person's password through the credential account better-auth checks at
 * sign-in, and uses up the link. The contractor becomes REGISTERED at their first sign-in.
 */
export async function acceptInvitation(db: Database, body: AcceptInvitationBody, now = new Date()): Promise<{ email: string }> {
  // Checked before hashing too, so a wrong link costs no password hashing.
  const first = await findInvitation(db, body.token, now);
  if (!first.ok) throw refused(first.problem);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const found = await findInvitation(tx, body.token, now, { forUpdate: true });
    if (!found.ok) throw refused(found.problem);
    const [credential] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, found.userId), eq(account.providerId, "credential")));
    if (credential) {
      await tx.update(account).set({ password: passwordHash, updatedAt: now }).where(eq(account.id, credential.id));
    } else {
      await tx.insert(account).values({ userId: found.userId, accountId: found.userId, providerId: "credential", password: passwordHash });
    }
    await tx.update(invitations).set({ usedAt: now.toISOString() }).where(eq(invitations.id, found.invitationId));
    // Following the link proves the address; sessions of an earlier password end with it.
    await tx.update(user).set({ emailVerified: true, updatedAt: now }).where(eq(user.id, found.userId));
    await tx.delete(session).where(eq(session.userId, found.userId));
    return { email: found.email };
  });
}
