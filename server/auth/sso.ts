import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { validateAuthorizationCode } from "better-auth/oauth2";
import { genericOAuth } from "better-auth/plugins";
import { and, arrayContains, eq } from "drizzle-orm";
import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTPayload } from "jose";
import { env } from "@/env";
import { AppError } from "@/lib/errors";
import { emailDomain, SSO_CODE_STEP } from "@/lib/schemas/sso-providers";
import { getDb, type Database } from "@/server/db";
import { account, ssoProviders, user } from "@/server/db/schema";
import { policyFetch, withOutboundPolicy, type OutboundPolicy } from "@/server/http/outbound/policy-fetch";
import { resolvePublicAddress, UnsafeAddress } from "@/server/http/outbound/public-address";
import type { Role } from "@/lib/domain/reference";
import { authOptions, getAuth } from "./auth";
import { hasPasskey, mustHaveTwoFactor } from "./two-factor-rule";
import { openClientSecret } from "@/server/services/sso-providers/sso-provider-rows";

/** Where single sign-on ends when it fails: the sign-in page, with `sso=<reason>` (SSO_ERROR_MESSAGES). */
export const SSO_ERROR_PAGE = "/sign-in";

/**
 * Why a sign-in was refused, found by our own checks beside better-auth's (which gives one code
 * for all): the ID token's issuer, audience or expiry, or who the provider may speak for.
 */
type Refusal =
  | "sso_wrong_issuer"
  | "sso_wrong_audience"
  | "sso_id_token_expired"
  | "sso_email_not_verified"
  | "sso_foreign_domain"
  | "sso_link_required"
  | "sso_passkey_required";

/** What one callback learns on its way through better-auth, for finishSso. */
interface CallbackState {
  refusal?: Refusal;
  /** The person this browser is signed in as already (password and code step done): linking their identity is their confirmation. */
  signedInUserId?: string;
  /** The ID token says the provider did multi-factor authentication (amr/acr). */
  providerDidMfa?: boolean;
  /** The session was turned into Settle's code step. */
  codeStep?: boolean;
  /** The session was dropped: the person's second factor is a passkey, which signs in on its own. */
  passkeyRequired?: boolean;
}
const callbackState = new AsyncLocalStorage<CallbackState>();

/** Every request single sign-on makes (discovery, keys, token) goes through the outbound address policy. */
const ssoPolicy = (): OutboundPolicy => ({ allowPrivateNetworks: env.SSO_ALLOW_PRIVATE_NETWORKS, timeoutMs: 10_000, maxBytes: 512 * 1024 });

interface Discovery {
  issuer: string;
  authorization_endpoint?: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
}

/** The discovery document's URLs Settle or the browser is sent to: each must pass the address policy too. */
const NAMED_URLS = ["authorization_endpoint", "token_endpoint", "jwks_uri", "userinfo_endpoint", "end_session_endpoint"] as const;

/**
 * The provider's discovery document. OpenID Connect Discovery requires its `issuer` to be the URL
 * it was fetched under; better-auth trusts whatever issuer it names, so a provider answering for
 * another issuer is refused here, before anyone is sent to it.
 */
const wrongIssuer = () => new AppError("CONFLICT", { key: "identityProviderAnswersDifferent" });
const unsafeAddress = () => new AppError("CONFLICT", { key: "identityProviderSAddress" });

/** The sign-in page's reason (?sso=) for a discovery our checks refused, else undefined. */
function discoveryRefusal(error: unknown): "sso_wrong_issuer" | "sso_unsafe_address" | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.key === "identityProviderAnswersDifferent") return "sso_wrong_issuer";
  return error.key === "identityProviderSAddress" ? "sso_unsafe_address" : undefined;
}

async function discover(issuer: string): Promise<Discovery> {
  const policy = ssoPolicy();
  let response: Response;
  try {
    response = await policyFetch(`${issuer}/.well-known/openid-configuration`, undefined, policy);
  } catch (error) {
    if (error instanceof UnsafeAddress && !/does not resolve/.test(error.message)) throw unsafeAddress();
    throw new AppError("SERVICE_UNAVAILABLE", { key: "identityProviderSDiscoveryDocument" });
  }
  if (!response.ok) throw new AppError("SERVICE_UNAVAILABLE", { key: "identityProviderSDiscoveryDocumentDid", values: { status: response.status } });
  const document = (await response.json()) as Partial<Discovery>;
  if (document.issuer !== issuer) throw wrongIssuer();
  if (!document.token_endpoint || !document.jwks_uri) throw new AppError("SERVICE_UNAVAILABLE", { key: "identityProviderSDiscovery" });
  // better-auth fetches them (inside the policy's scope, finishSso) and sends the browser to the authorization endpoint;
  // all are checked here first, so a provider naming an inside address is refused before anyone is sent anywhere.
  for (const name of NAMED_URLS) {
    const named = document[name];
    if (named === undefined) continue;
    try {
      const url = new URL(named);
      if (url.protocol !== "https:" && new URL(issuer).protocol === "https:") throw new UnsafeAddress(`${name} is not https`);
      await resolvePublicAddress(url.hostname, policy.allowPrivateNetworks);
    } catch {
      throw unsafeAddress();
    }
  }
  return document as Discovery;
}

/** Our reading of an ID token better-auth will verify too: which of issuer, audience and expiry is wrong, for the message. */
async function diagnose(idToken: string, discovery: Discovery, clientId: string): Promise<Refusal | undefined> {
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

/** RFC 8176 methods that are themselves a second factor, or say that several were used. */
const MFA_METHODS = new Set(["mfa", "otp", "hwk", "swk", "sc", "fido"]);

/**
 * Whether the ID token says the provider did multi-factor authentication: `amr` names one of
 * MFA_METHODS, or `acr` names a multi-factor or phishing-resistant class (Entra's and OpenID's words).
 */
function assertsMfa(claims: JWTPayload): boolean {
  const amr = Array.isArray(claims.amr) ? claims.amr : [];
  if (amr.some((method) => typeof method === "string" && MFA_METHODS.has(method.toLowerCase()))) return true;
  const acr = typeof claims.acr === "string" ? claims.acr.toLowerCase() : "";
  return /mfa|multi-?factor|\bphrh?\b/.test(acr);
}

/** Roles never linked to a provider's identity by e-mail alone: taking one over would take over the installation. */
const NEVER_LINKED_IMPLICITLY = new Set(["ADMIN", "SERVICE_PRINCIPAL"]);

/**
 * Who the provider may sign in, from the verified ID token (better-auth checked its signature,
 * issuer, audience, expiry and nonce before asking). The e-mail must be one the provider says it
 * verified, of one of its own domains. An identity linked already signs in its person (whose
 * e-mail must be of the provider's domains still). Else the person of that e-mail is linked only
 * if they are not an administrator, or they are signed in already in this browser (their
 * confirmation): an administrator is never linked by e-mail alone.
 */
async function admit(db: Database, provider: ProviderRow, claims: JWTPayload, state: CallbackState | undefined): Promise<Refusal | null> {
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  const verified = claims.email_verified === true || claims.email_verified === "true";
  if (!email || !verified) return "sso_email_not_verified";
  const serves = (address: string) => provider.domains.includes(emailDomain(address));
  if (!serves(email)) return "sso_foreign_domain";
  const [linked] = await db
    .select({ email: user.email })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(account.providerId, provider.id), eq(account.accountId, String(claims.sub))));
  if (linked) return serves(linked.email) ? null : "sso_foreign_domain";
  const [person] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
  if (person && NEVER_LINKED_IMPLICITLY.has(person.role) && state?.signedInUserId !== person.id) return "sso_link_required";
  return null;
}

/**
 * better-auth's two-factor plugin asks for the code only after a password; this does the same
 * after single sign-on, with the same challenge (a signed two_factor cookie naming a
 * verification row): the new session is dropped and the browser goes to the code step, unless
 * the provider said it did MFA and an administrator chose to trust that, or this browser is
 * signed in as the person already.
 */
function codeStepAfterSso(db: Database, provider: ProviderRow): BetterAuthPlugin {
  return {
    id: "settle-sso-code-step",
    hooks: {
      after: [
        {
          matcher: (context) => context.path?.startsWith("/callback/") ?? false,
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created) return;
            const state = callbackState.getStore();
            const [person] = await db.select({ twoFactorEnabled: user.twoFactorEnabled, role: user.role }).from(user).where(eq(user.id, created.user.id));
            if (!person) return;
            if (state?.signedInUserId === created.user.id) return;
            if (provider.trustMfa && state?.providerDidMfa) return;
            if (!person.twoFactorEnabled) {
              // A passkey meets auth.requireTwoFactorFor (server/auth/passkeys.ts); single sign-on alone
              // would be one factor, so where the rule applies a person whose second factor is a
              // passkey signs in with it, as after a password.
              if (!(await mustHaveTwoFactor(db, person.role as Role)) || !(await hasPasskey(db, created.user.id))) return;
              deleteSessionCookie(ctx, true);
              await ctx.context.internalAdapter.deleteSession(created.session.token);
              ctx.context.setNewSession(null);
              if (state) state.passkeyRequired = true;
              return;
            }
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(created.session.token);
            ctx.context.setNewSession(null);
            const maxAge = 600;
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + maxAge * 1000);
            await ctx.context.internalAdapter.createVerificationValue({ value: created.user.id, identifier, expiresAt });
            await ctx.context.internalAdapter.createVerificationValue({ value: "0", identifier: `2fa-attempts-${identifier}`, expiresAt });
            const cookie = ctx.context.createAuthCookie("two_factor", { maxAge });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            if (state) state.codeStep = true;
          }),
        },
      ],
    },
  };
}

/**
 * A better-auth instance for one provider, with better-auth's generic OAuth plugin: PKCE, state
 * (single use, in the database) and the ID token's signature, issuer, audience, expiry and nonce
 * are better-auth's checks. Ours: sign-up is off, who the provider may sign in (admit: its own
 * domains, no administrator linked by e-mail), the code step after it (codeStepAfterSso), the
 * discovery issuer must be the registered one and every URL it names must pass the address
 * policy, and the refusal's reason is kept for the sign-in page. Call it inside
 * withOutboundPolicy: better-auth and jose fetch discovery, keys and tokens with the global fetch.
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
            // The claims of the ID token better-auth verified, admitted by our rules (admit) or refused with the reason.
            async getUserInfo(tokens) {
              const state = callbackState.getStore();
              if (!tokens.idToken) return null;
              const claims = decodeJwt(tokens.idToken);
              const refusal = await admit(db, provider, claims, state);
              if (state) state.refusal ??= refusal ?? undefined;
              if (refusal || !claims.sub) return null;
              if (state) state.providerDidMfa = assertsMfa(claims);
              const email = String(claims.email).trim().toLowerCase();
              return { id: claims.sub, email, emailVerified: true, name: typeof claims.name === "string" ? claims.name : email };
            },
            async getToken({ code, codeVerifier, redirectURI }) {
              const tokens = await validateAuthorizationCode({
                code,
                codeVerifier,
                redirectURI,
                options: { clientId: provider.clientId, clientSecret, redirectURI },
                tokenEndpoint: discovery.token_endpoint,
                authentication: "basic",
              });
              const state = callbackState.getStore();
              if (state && tokens.idToken) state.refusal = await diagnose(tokens.idToken, discovery, provider.clientId);
              return tokens;
            },
          },
        ],
      }),
      codeStepAfterSso(db, provider),
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
  if (row) throw new AppError("FORBIDDEN", { key: "peopleEMailDomain" });
}

/** POST /api/auth/sign-in/sso: where to send the browser for this e-mail (state, nonce and PKCE verifier kept by better-auth). */
export async function startSso(request: Request, email: string): Promise<Response> {
  const db = await getDb();
  const provider = await providerForEmail(db, email);
  if (!provider) throw new AppError("NOT_FOUND", { key: "singleSignSetUp" });
  return withOutboundPolicy(ssoPolicy(), async () => {
    const auth = await ssoAuth(db, provider);
    const headers = new Headers(request.headers);
    headers.set("content-type", "application/json");
    headers.delete("content-length");
    const body = JSON.stringify({ provider: provider.id, callbackURL: "/", errorCallbackURL: SSO_ERROR_PAGE, loginHint: email, disableRedirect: true });
    return auth.handler(new Request(new URL("/api/auth/sign-in/social", request.url), { method: "POST", headers, body }));
  });
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
 * the PKCE verifier, verifies the ID token; admit decides whom it may sign in, and a person with
 * two-factor sign-in goes on to the code step. A refusal lands on the sign-in page with the
 * reason in `sso`.
 */
export async function finishSso(request: Request, providerId: string): Promise<Response> {
  const db = await getDb();
  const [provider] = /^[0-9a-f-]{36}$/i.test(providerId) ? await db.select().from(ssoProviders).where(eq(ssoProviders.id, providerId)) : [];
  const redirect = (query: string) => new Response(null, { status: 302, headers: { location: `${SSO_ERROR_PAGE}?sso=${query}` } });
  if (!provider) return redirect("sso_failed");
  const signedIn = await (await getAuth()).api.getSession({ headers: request.headers }).catch(() => null);
  const state: CallbackState = { signedInUserId: signedIn?.user.id };
  const response = await withOutboundPolicy(ssoPolicy(), async () => {
    let auth;
    try {
      auth = await ssoAuth(db, provider);
    } catch (error) {
      return redirect(discoveryRefusal(error) ?? "sso_failed");
    }
    return callbackState.run(state, () => auth.handler(request));
  });
  const location = response.headers.get("location");
  if (!location) return response;
  const code = new URL(location, request.url).searchParams.get("error");
  if (!code && !state.codeStep && !state.passkeyRequired) return response;
  const answer = redirect(state.codeStep ? SSO_CODE_STEP : state.passkeyRequired ? "sso_passkey_required" : (state.refusal ?? reasonOf(code)));
  // Keep better-auth's cookie changes (the state cookie cleared, the session's dropped, the code step's challenge).
  for (const cookie of response.headers.getSetCookie()) answer.headers.append("set-cookie", cookie);
  return answer;
}
