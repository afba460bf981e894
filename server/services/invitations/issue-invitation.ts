import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { invitations } from "@/server/db/schema";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { invitationLink, invitationMail } from "./invitation-mail";
import { INVITATION_VALIDITY_MS, newInvitationToken } from "./invitation-token";

export interface IssuedInvitation {
  contractorId: string;
  email: string;
  sentAt: string;
  expiresAt: string;
}

/**
 * Creates a new one-time link for a contractor, revokes every earlier unused one, and queues the
 * e-mail, all in the caller's transaction. The token leaves only in the e-mail.
 */
export async function issueInvitation(
  tx: Tx,
  actor: Actor,
  contractor: { id: string; name: string; email: string },
  now = new Date(),
): Promise<IssuedInvitation> {
  const sentAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITATION_VALIDITY_MS).toISOString();
  await tx
    .update(invitations)
    .set({ revokedAt: sentAt })
    .where(and(eq(invitations.contractorId, contractor.id), isNull(invitations.usedAt), isNull(invitations.revokedAt)));
  const { token, tokenHash } = newInvitationToken();
  await tx.insert(invitations).values({ contractorId: contractor.id, tokenHash, expiresAt, createdAt: sentAt });
  const inviter = actor.kind === "service" ? "An administrator" : actor.name;
  await enqueueMail(tx, invitationMail({ to: contractor.email, name: contractor.name, inviter, link: invitationLink(token), expiresAt }));
  return { contractorId: contractor.id, email: contractor.email, sentAt, expiresAt };
}
