import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { invitations } from "@/server/db/schema";
import { env } from "@/env";
import { formatTimestamp } from "@/lib/format/date";
import { DEFAULT_LANGUAGE } from "@/lib/i18n/languages";
import { enqueueNotifications } from "@/server/notifications/enqueue-notifications";
import { webhookActorOf } from "@/server/webhooks/event-data";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";
import { invitationLink } from "./invitation-mail";
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
  const expiry = `${formatTimestamp(expiresAt, env.BUSINESS_TIME_ZONE)} (${env.BUSINESS_TIME_ZONE})`;
  // The token is sealed in the outbox: only the sent e-mail (or the local-mode preview) shows it.
  await enqueueNotifications(tx, [
    {
      type: "NEW_USER",
      to: contractor.email,
      // An invitee has no account yet, so nothing records their language: the default, English.
      language: DEFAULT_LANGUAGE,
      data: { recipientName: contractor.name, inviter, link: invitationLink(token), expiresAt: expiry },
      secret: token,
    },
  ]);
  // Ids and times only: the link's token never leaves in a webhook.
  await fireWebhookEvents(tx, [{ type: "contractor.invited", data: { contractorId: contractor.id, invitedAt: sentAt, expiresAt, actor: webhookActorOf(actor) } }], now);
  return { contractorId: contractor.id, email: contractor.email, sentAt, expiresAt };
}
