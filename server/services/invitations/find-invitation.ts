import "server-only";
import { eq, sql } from "drizzle-orm";
import type { InvitationProblem } from "@/lib/schemas/invitations";
import type { DbOrTx } from "@/server/db";
import { contractors, invitations, user } from "@/server/db/schema";
import { hashInvitationToken } from "./invitation-token";

export type FoundInvitation =
  | { ok: true; invitationId: string; userId: string; name: string; email: string }
  | { ok: false; problem: InvitationProblem };

/**
 * What a token opens: the invitation and its person, or why it opens nothing. A used link is
 * reported before a replaced or expired one, so someone who already set a password is sent to
 * sign in. With `forUpdate` the invitation stays locked until the transaction ends, so a link
 * is used once even when it is submitted twice at the same moment.
 */
export async function findInvitation(
  db: DbOrTx,
  token: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<FoundInvitation> {
  const query = db
    .select({
      id: invitations.id,
      usedAt: invitations.usedAt,
      revokedAt: invitations.revokedAt,
      expired: sql<boolean>`${invitations.expiresAt} <= ${now.toISOString()}::timestamptz`,
      userId: user.id,
      name: user.name,
      email: user.email,
      active: user.active,
    })
    .from(invitations)
    .innerJoin(contractors, eq(contractors.id, invitations.contractorId))
    .innerJoin(user, eq(user.id, contractors.userId))
    .where(eq(invitations.tokenHash, hashInvitationToken(token)));
  const [row] = options.forUpdate ? await query.for("update", { of: invitations }) : await query;
  if (!row) return { ok: false, problem: "unknown" };
  if (row.usedAt) return { ok: false, problem: "used" };
  if (row.revokedAt) return { ok: false, problem: "revoked" };
  if (row.expired) return { ok: false, problem: "expired" };
  if (!row.active) return { ok: false, problem: "deactivated" };
  return { ok: true, invitationId: row.id, userId: row.userId, name: row.name, email: row.email };
}
