import "server-only";
import { betterAuth, getCurrentAdapter, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins";
import { and, eq } from "drizzle-orm";
import { env } from "@/env";
import { getDb, type Database } from "@/server/db";
import { account, apikey, contractors, passkey, rateLimit, session, twoFactor, user, verification } from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { settleApiKeys } from "./api-key-plugin";
import { passwordNeedsPasskey, settlePasskeys } from "./passkeys";

/** Requests may arrive as localhost or 127.0.0.1; better-auth refuses origins it does not trust. */
function trustedOrigins(): string[] {
  const origins = new Set([env.DEPLOYMENT_URL, env.NEXT_PUBLIC_DEPLOYMENT_URL]);
  for (const origin of [...origins]) {
    const url = new URL(origin);
    if (url.hostname === "localhost") origins.add(origin.replace("localhost", "127.0.0.1"));
    if (url.hostname === "127.0.0.1") origins.add(origin.replace("127.0.0.1", "localhost"));
  }
  return [...origins].map((o) => o.replace(/\/$/, ""));
}

/** How long "Trust this browser" skips the code step. */
export const TRUST_BROWSER_SECONDS = 30 * 24 * 60 * 60;

function withoutProviderTokens<T extends object>(account: T): T {
  return { ...account, accessToken: null, refreshToken: null, idToken: null };
}

/**
 * better-auth's log, without its error line for every refused API key: a wrong, expired, revoked
 * or throttled key is the caller's mistake, answered 401 or 429, and a script retrying a dead key
 * would otherwise fill the server's error log.
 */
function logAuthEvent(level: "debug" | "info" | "warn" | "error", message: string, ...details: unknown[]): void {
  // Typed as a string, but some plugins log an error object itself (the SSO plugin a refused ID token's).
  const text = String(message as unknown);
  if (text.startsWith("Failed to validate API key")) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase()} [Better Auth]: ${text}`;
  if (level === "error") console.error(line, ...details);
  else if (level === "warn") console.warn(line, ...details);
  else console.log(line, ...details);
}

/** The tables better-auth's adapter writes (the single sign-on instance adds its providers', server/auth/sso.ts). */
export const authTables = { user, session, account, verification, rateLimit, twoFactor, passkey, apikey };

/** The options every better-auth instance of the app shares (the single sign-on one adds its plugin, server/auth/sso.ts). */
export function authOptions(db: Database) {
  return {
    appName: "Settle",
    secret: env.SERVICE_KEY,
    baseURL: env.DEPLOYMENT_URL,
    trustedOrigins: trustedOrigins(),
    logger: { log: logAuthEvent },
    database: drizzleAdapter(db, { provider: "pg", schema: authTables }),
    // Accounts are created by administrators (invitations, CLI), never by self sign-up.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 10, autoSignIn: false },
    user: {
      additionalFields: {
        role: { type: "string", required: true, input: false, defaultValue: "SUBCONTRACTOR" },
        active: { type: "boolean", required: true, input: false, defaultValue: true },
        // The interface language (null: the browser's); set through PUT /api/user.
        locale: { type: "string", required: false, input: false },
      },
    },
    // Profiles change through PUT /api/user, with the app's validation and audit. A passkey is
    // removed through DELETE /api/user/passkeys/{id}, after the password is re-entered, and
    // renamed through PUT there; the plugin's own endpoints would skip that.
    disabledPaths: ["/update-user", "/change-email", "/delete-user", "/passkey/delete-passkey", "/passkey/update-passkey", "/passkey/list-user-passkeys"],
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    advanced: {
      database: { generateId: "uuid" },
      // The address TRUSTED_PROXIES allows (client-address.ts), set by the auth route for every
      // request; better-auth's default, X-Forwarded-For, is whatever any client claims.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 200,
      // Sign-in has its own limit, on failures by e-mail and by trusted address (sign-in-limit.ts).
      // The code step too (two-factor-limit.ts), counted per person like wrong passwords.
      // Single sign-on's start only sends the browser to the provider: better-auth's default for
      // "/sign-in/*" (3 in 10 s per address) would turn away an office signing in at nine behind
      // one address, now that the limits see the real client address (client-address.ts).
      customRules: {
        "/sign-in/email": false,
        "/sign-in/sso": { window: 60, max: 60 },
        "/two-factor/verify-totp": false,
        "/two-factor/verify-backup-code": false,
      },
    },

    databaseHooks: {
      // A provider's tokens are never used after the sign-in they came with; kept, every backup
      // would carry live credentials for the provider. Only the link (provider, account id) stays.
      account: {
        create: { before: async (candidate) => ({ data: withoutProviderTokens(candidate) }) },
        update: { before: async (candidate) => ({ data: withoutProviderTokens(candidate) }) },
      },
      session: {
        create: {
          before: async (candidate, context) => {
            // Read through better-auth's transaction where there is one: single sign-on links the
            // account and makes the session in one (server/auth/sso.ts), and on PGlite, with its one
            // connection, a read beside that transaction would wait for it for ever.
            const adapter = context ? await getCurrentAdapter(context.context.adapter) : null;
            const owner = adapter
              ? await adapter.findOne<{ active: boolean }>({ model: "user", where: [{ field: "id", value: candidate.userId }] })
              : (await db.select({ active: user.active }).from(user).where(eq(user.id, candidate.userId)))[0];
            // A deactivated person keeps their history but may not sign in.
            return owner?.active === true;
          },
          after: async (created) => {
            await db
              .update(contractors)
              .set({ status: "REGISTERED" })
              .where(and(eq(contractors.userId, created.userId), eq(contractors.status, "INVITED")));
          },
        },
      },
    },
  } satisfies BetterAuthOptions;
}

export function createAuth(db: Database) {
  return betterAuth({
    ...authOptions(db),
    plugins: [
      // TOTP with ten single-use backup codes (stored encrypted); "trust this browser" lasts 30 days.
      twoFactorPlugin({ issuer: "Settle", trustDeviceMaxAge: TRUST_BROWSER_SECONDS, backupCodeOptions: { amount: 10 } }),
      // API keys with scopes, an expiry and a rate limit of their own (server/auth/api-key-plugin.ts).
      settleApiKeys(),
      // Passkeys sign in without the code step: one is two factors (server/auth/passkeys.ts).
      settlePasskeys(db, trustedOrigins()),
      passwordNeedsPasskey(db),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as unknown as { __settleAuth?: { db: Database; auth: Auth } };

/** One auth instance per database handle (tests swap the database between files). */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  if (holder.__settleAuth?.db !== db) holder.__settleAuth = { db, auth: createAuth(db) };
  return holder.__settleAuth.auth;
}
