import "server-only";
import { passkey as passkeyPlugin } from "@better-auth/passkey";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { eq, sql } from "drizzle-orm";
import { env } from "@/env";
import type { Role } from "@/lib/domain/reference";
import type { Database } from "@/server/db";
import { passkey, user } from "@/server/db/schema";
import { hasPasskey, mustHaveTwoFactor } from "./two-factor-rule";

/** better-auth's answer codes of our refusals around passkeys (the sign-in form words them). */
const PASSKEY_REFUSALS = {
  inactive: "ACCOUNT_INACTIVE",
  notVerified: "PASSKEY_USER_NOT_VERIFIED",
  passkeyRequired: "SIGN_IN_WITH_PASSKEY",
} as const;

/**
 * better-auth's passkey plugin for the deployment: the relying party is the deployment's host and
 * the trusted origins (localhost and 127.0.0.1 alike). A passkey stands for two factors (the
 * device and the PIN or biometric that unlocks it), so a sign-in whose authenticator did not
 * verify the person is refused, and registration asks for that verification. Before a session is
 * made: a deactivated person is refused with a reason (the session hook would refuse too, as a
 * bare 500), and the passkey's last use is stamped.
 */
export function settlePasskeys(db: Database, origins: string[]) {
  return passkeyPlugin({
    rpID: new URL(env.DEPLOYMENT_URL).hostname,
    rpName: "Settle",
    origin: origins,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    authentication: {
      afterVerification: async ({ verification, clientData }) => {
        if (!verification.authenticationInfo.userVerified) {
          throw new APIError("UNAUTHORIZED", { code: PASSKEY_REFUSALS.notVerified, message: "The passkey did not verify who you are (PIN or biometrics)." });
        }
        const [owner] = await db
          .select({ id: passkey.id, active: user.active })
          .from(passkey)
          .innerJoin(user, eq(user.id, passkey.userId))
          .where(eq(passkey.credentialID, clientData.id));
        if (!owner?.active) throw new APIError("FORBIDDEN", { code: PASSKEY_REFUSALS.inactive, message: "This account is deactivated." });
        await db.update(passkey).set({ lastUsedAt: sql`now()` }).where(eq(passkey.id, owner.id));
      },
    },
  });
}

/**
 * Where an administrator requires two-factor sign-in, a passkey meets the rule (server/auth/actor.ts).
 * A person whose only second factor is a passkey must then sign in with it: a password alone
 * would be one factor, so that sign-in is undone and refused with a reason the form shows.
 */
export function passwordNeedsPasskey(db: Database): BetterAuthPlugin {
  return {
    id: "settle-password-needs-passkey",
    hooks: {
      after: [
        {
          matcher: (context) => context.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created || created.user.twoFactorEnabled === true) return;
            if (!(await mustHaveTwoFactor(db, created.user.role as Role)) || !(await hasPasskey(db, created.user.id))) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(created.session.token);
            ctx.context.setNewSession(null);
            throw new APIError("FORBIDDEN", { code: PASSKEY_REFUSALS.passkeyRequired, message: "Sign in with your passkey." });
          }),
        },
      ],
    },
  };
}
