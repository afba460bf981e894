import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { validateAuthorizationCode } from "better-auth/oauth2";
import { genericOAuth } from "better-auth/plugins";
import { and, arrayContains, eq } from "drizzle-orm";
import { createRemoteJWKSet, decodeJwt, errors, jwtVerify } from "jose";
import { AppError } from "@/lib/errors";
import { emailDomain, SSO_REQUIRED_MESSAGE } from "@/lib/schemas/sso-providers";
import { getDb, type Database } from "@/server/db";
import { ssoProviders } from "@/server/db/schema";
import { authOptions } from "./auth";
import { openClientSecret } from "@/server/services/sso-providers/sso-provider-rows";

/** Where single sign-on ends when it fails: the sign-in page, with `sso=<reason>` (SSO_ERROR_MESSAGES). */
export const SSO_ERROR_PAGE = "/sign-in";

/** Why an ID token was refused, found by our own check beside better-auth's (which gives one code for all). */
type TokenRefusal = "sso_wrong_issuer" | "sso_wrong_audience" | "sso_id_token_expired";
const tokenRefusal = new AsyncLocalStorage<{ refusal?: TokenRefusal }>();

interface Discovery {
  issuer: string;
  token_endpoint: string;
  jwks_uri: string;
}

/**
 * The provider's discovery document. OpenID Connect Discovery requires its `issuer` to be the URL
 * it was fetched under; better-auth trusts whatever issuer it names, so a provider answering for
 * another issuer is refused here, before anyone is sent to it.
 */
async function discover(issuer: string): Promise<Discovery> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000), redirect: "error" });
  if (!response.ok) throw new AppError("SERVICE_UNAVAILABLE", `The identity provider's discovery document did not load (HTTP ${response.status}).`);
  const document = (await response.json()) as Partial<Discovery>;
  if (document.issuer !== issuer) throw new AppError("BAD_REQUEST", "sso_wrong_issuer");
  if (!document.token_endpoint || !document.jwks_uri) throw new AppError("SERVICE_UNAVAILABLE", "The identity provider's discovery document names no token endpoint or key set.");
  return document as Discovery;
}

/** Our reading of an ID token better-auth will verify too: which of issuer, audience and expiry is wrong, for the message. */
async function diagnose(idToken: string, discovery: Discovery, clientId: string): Promise<TokenRefusal | undefined> {
  try {
    await jwtVerify(idToken, createRemoteJWKSet(new URL(discovery.jwks_uri)), { issuer: discovery.issuer, audience: clientId, clockTolerance: 30 });
    return undefined;
  } catch (error) {
    if (error instanceof errors.JWTExpired) return "sso_id_token_expired";
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === "iss") return "sso_wrong_issuer";
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === "aud") return "sso_wrong_audience";
    // A bad signature or a malformed token: better-auth refuses it; no more precise words to give.
    const claims = (() => {
      try {
        return decodeJwt(idToken);
      } catch {
        return null;
      }
    })();
    return claims && claims.iss !== discovery.issuer ? "sso_wrong_issuer" : undefined;
  }
}

type ProviderRow = typeof ssoProviders.$inferSelect;

/**
 * A better-auth instance for one provider, with better-auth's generic OAuth plugin: PKCE, state
 * (single use, in the database) and the ID token's signature, issuer, audience, expiry and nonce
 * are better-auth's checks. Ours: sign-up is off (only people who exist are linked, by an e-mail
 * the provider says it verified; better-auth refuses an unverified one), the discovery issuer
 * must be the registered one, and the refusal's reason is kept for the sign-in page.
 */
async function ssoAuth(db: Database, provider: ProviderRow) {
  const discovery = await discover(provider.issuer);
  const clientSecret = openClientSecret(provider.clientSecretSealed);
  const base = authOptions(db);
  return betterAuth({
    ...base,
    onAPIError: { errorURL: SSO_ERROR_PAGE },
    plugins: [
      genericOAuth({
        config: [
          {
            providerId: provider.id,
            name: provider.name,
            discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
            clientId: provider.clientId,
            clientSecret,
            scopes: ["openid", "email", "profile"],
            pkce: true,
            requireIdTokenVerification: true,
            disableSignUp: true,
            disableImplicitSignUp: true,
            async getToken({ code, codeVerifier, redirectURI }) {
              const tokens = await validateAuthorizationCode({
                code,
                codeVerifier,
                redirectURI,
                options: { clientId: provider.clientId, clientSecret, redirectURI },
                tokenEndpoint: discovery.token_endpoint,
                authentication: "basic",
              });
              const store = tokenRefusal.getStore();
              if (store && tokens.idToken) store.refusal = await diagnose(tokens.idToken, discovery, provider.clientId);
              return tokens;
            },
          },
        ],
      }),
    ],
  });
}

/** The provider serving an e-mail's domain, if any. */
export async function providerForEmail(db: Database, email: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(ssoProviders).where(arrayContains(ssoProviders.domains, [emailDomain(email)]));
  return row;
}

/** Password sign-in for a domain whose provider is required is refused (403) before the password is checked. */
export async function assertPasswordAllowed(db: Database, email: string): Promise<void> {
  const [row] = await db
    .select({ id: ssoProviders.id })
    .from(ssoProviders)
    .where(and(arrayContains(ssoProviders.domains, [emailDomain(email)]), eq(ssoProviders.required, true)));
  if (row) throw new AppError("FORBIDDEN", SSO_REQUIRED_MESSAGE);
}

/** POST /api/auth/sign-in/sso: where to send the browser for this e-mail (state, nonce and PKCE verifier kept by better-auth). */
export async function startSso(request: Request, email: string): Promise<Response> {
  const db = await getDb();
  const provider = await providerForEmail(db, email);
  if (!provider) throw new AppError("NOT_FOUND", "No single sign-on is set up for this e-mail domain. Sign in with your password.");
  let auth;
  try {
    auth = await ssoAuth(db, provider);
  } catch (error) {
    if (error instanceof AppError && error.message === "sso_wrong_issuer") {
      throw new AppError("CONFLICT", "The identity provider answers for a different issuer than the one registered. Ask an administrator to check the provider's issuer URL.");
    }
    throw error;
  }
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const body = JSON.stringify({ provider: provider.id, callbackURL: "/", errorCallbackURL: SSO_ERROR_PAGE, loginHint: email, disableRedirect: true });
  return auth.handler(new Request(new URL("/api/auth/sign-in/social", request.url), { method: "POST", headers, body }));
}

/** better-auth's callback error codes, as the reasons the sign-in page explains. */
function reasonOf(code: string | null): string {
  if (code === "signup_disabled") return "sso_unknown_person";
  if (code === "account_not_linked" || code === "email_not_verified") return "sso_email_not_verified";
  if (code?.includes("state")) return "sso_state_invalid";
  if (code === "issuer_mismatch") return "sso_wrong_issuer";
  return "sso_failed";
}

/**
 * GET /api/auth/callback/{providerId}: better-auth checks the state, exchanges the code with
 * the PKCE verifier, verifies the ID token and signs in the person the verified e-mail names; a
 * refusal lands on the sign-in page with the reason in `sso`.
 */
export async function finishSso(request: Request, providerId: string): Promise<Response> {
  const db = await getDb();
  const [provider] = /^[0-9a-f-]{36}$/i.test(providerId) ? await db.select().from(ssoProviders).where(eq(ssoProviders.id, providerId)) : [];
  const failed = (reason: string) => new Response(null, { status: 302, headers: { location: `${SSO_ERROR_PAGE}?sso=${reason}` } });
  if (!provider) return failed("sso_failed");
  let auth;
  try {
    auth = await ssoAuth(db, provider);
  } catch (error) {
    return failed(error instanceof AppError && error.message === "sso_wrong_issuer" ? "sso_wrong_issuer" : "sso_failed");
  }
  const store: { refusal?: TokenRefusal } = {};
  const response = await tokenRefusal.run(store, () => auth.handler(request));
  const location = response.headers.get("location");
  if (!location) return response;
  const target = new URL(location, request.url);
  const code = target.searchParams.get("error");
  if (!code) return response;
  const answer = failed(store.refusal ?? reasonOf(code));
  // Keep better-auth's cookie changes (the state cookie cleared).
  for (const cookie of response.headers.getSetCookie()) answer.headers.append("set-cookie", cookie);
  return answer;
}
