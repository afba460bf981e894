import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { sso, type SSOUserResolution, type SSOUserResolutionContext, type SSOUserResolutionInput } from "@better-auth/sso";
import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { env } from "@/env";
import { AppError } from "@/lib/errors";
import { emailDomain, SSO_CODE_STEP } from "@/lib/schemas/sso-providers";
import { getDb, type Database } from "@/server/db";
import { ssoProviders, user } from "@/server/db/schema";
import { policyFetch, withOutboundPolicy, type OutboundPolicy } from "@/server/http/outbound/policy-fetch";
import { resolvePublicAddress, UnsafeAddress } from "@/server/http/outbound/public-address";
import type { Role } from "@/lib/domain/reference";
import { domainsOf } from "@/server/services/sso-providers/sso-provider-rows";
import { authOptions, authTables, getAuth } from "./auth";
import { ssoProviderForAuth } from "./sso-provider-table";
import { hasPasskey, mustHaveTwoFactor } from "./two-factor-rule";

/** Where single sign-on ends when it fails: the sign-in page, with `sso=<reason>` (SSO_ERROR_MESSAGES). */
export const SSO_ERROR_PAGE = "/sign-in";

/**
 * Why a sign-in was refused: who the provider may speak for (resolveUser, whose code better-auth
 * passes on as `error`), or the ID token's issuer, audience or expiry, which better-auth refuses
 * with one code for all and names only in its log (noteTokenRefusal).
 */
type Refusal =
  | "sso_wrong_issuer"
  | "sso_wrong_audience"
  | "sso_id_token_expired"
  | "sso_email_not_verified"
  | "sso_foreign_domain"
  | "sso_link_required"
  | "sso_unknown_person"
  | "sso_state_invalid"
  | "sso_failed";
const REFUSALS = new Set<string>(["sso_email_not_verified", "sso_foreign_domain", "sso_link_required", "sso_unknown_person", "sso_state_invalid", "sso_failed"]);

/** What one callback learns on its way through better-auth, for finishSso. */
interface CallbackState {
  /** The provider's e-mail domains: it may sign in only people of these. */
  domains: string[];
  /** The nonce this browser sent the provider (startSso); the ID token must carry it. */
  nonce?: string;
  /** The ID token's refusal, read from better-auth's log. */
  tokenRefusal?: Refusal;
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

/**
 * better-auth's SSO plugin sends no nonce and checks none; Settle adds one to the authorization
 * request, keeps it in this cookie (the callback only) and resolveUser checks the ID token carries it.
 */
const NONCE_COOKIE = "settle_sso_nonce";
const NONCE_SECONDS = 600;

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

type ProviderRow = typeof ssoProviders.$inferSelect;

/** RFC 8176 methods that are themselves a second factor, or say that several were used. */
const MFA_METHODS = new Set(["mfa", "otp", "hwk", "swk", "sc", "fido"]);

/**
 * Whether the ID token says the provider did multi-factor authentication: `amr` names one of
 * MFA_METHODS, or `acr` names a multi-factor or phishing-resistant class (Entra's and OpenID's words).
 */
function assertsMfa(claims: Record<string, unknown>): boolean {
  const amr = Array.isArray(claims.amr) ? claims.amr : [];
  if (amr.some((method) => typeof method === "string" && MFA_METHODS.has(method.toLowerCase()))) return true;
  const acr = typeof claims.acr === "string" ? claims.acr.toLowerCase() : "";
  return /mfa|multi-?factor|\bphrh?\b/.test(acr);
}

/** Roles never linked to a provider's identity by e-mail alone: taking one over would take over the installation. */
const NEVER_LINKED_IMPLICITLY = new Set(["ADMIN", "SERVICE_PRINCIPAL"]);

const reject = (code: Refusal): SSOUserResolution => ({ action: "reject", code });

/**
 * Who the provider may sign in (better-auth's resolveUser, inside its transaction, after it checked
 * the ID token's signature, issuer, audience and expiry). The ID token must carry this browser's
 * nonce; the e-mail must be one the provider says it verified, of one of its own domains. An
 * identity linked already signs in its person (whose e-mail must be of the provider's domains
 * still). Else the person of that e-mail is linked only if they are not an administrator, or they
 * are signed in already in this browser (their confirmation): an administrator is never linked by
 * e-mail alone. Nobody unknown is signed up.
 */
async function resolveUser(input: SSOUserResolutionInput, { database }: SSOUserResolutionContext): Promise<SSOUserResolution> {
  const state = callbackState.getStore();
  if (!state || input.protocol !== "oidc") return reject("sso_failed");
  const claims = input.verifiedIdTokenClaims;
  if (!state.nonce || claims.nonce !== state.nonce) return reject("sso_state_invalid");
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  const verified = claims.email_verified === true || claims.email_verified === "true";
  if (!email || !verified) return reject("sso_email_not_verified");
  const serves = (address: string) => state.domains.includes(emailDomain(address));
  if (!serves(email)) return reject("sso_foreign_domain");
  const link = (userId: string): SSOUserResolution => {
    state.providerDidMfa = assertsMfa(claims);
    return { action: "link", userId, profile: "preserve" };
  };
  const linked = await database.findOne<{ userId: string }>({
    model: "account",
    where: [
      { field: "providerId", value: input.providerId },
      { field: "accountId", value: input.accountKey.accountId },
    ],
  });
  if (linked) {
    const owner = await database.findOne<{ id: string; email: string }>({ model: "user", where: [{ field: "id", value: linked.userId }] });
    return owner && serves(owner.email) ? link(owner.id) : reject("sso_foreign_domain");
  }
  const person = await database.findOne<{ id: string; role: string }>({ model: "user", where: [{ field: "email", value: email }] });
  if (!person) return reject("sso_unknown_person");
  if (NEVER_LINKED_IMPLICITLY.has(person.role) && state.signedInUserId !== person.id) return reject("sso_link_required");
  return link(person.id);
}

/**
 * better-auth logs why it refused an ID token (jose's error) and redirects with one code for all;
 * the reason is kept for the sign-in page.
 */
function noteTokenRefusal(logged: unknown): void {
  const state = callbackState.getStore();
  if (!state || !(logged instanceof Error)) return;
  const claim = (logged as { claim?: unknown }).claim;
  if (logged.name === "JWTExpired") state.tokenRefusal = "sso_id_token_expired";
  else if (logged.name === "JWTClaimValidationFailed" && (claim === "iss" || /"iss"/.test(logged.message))) state.tokenRefusal = "sso_wrong_issuer";
  else if (logged.name === "JWTClaimValidationFailed" && (claim === "aud" || /"aud"/.test(logged.message))) state.tokenRefusal = "sso_wrong_audience";
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
          matcher: (context) => context.path?.startsWith("/sso/callback/") ?? false,
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
 * A better-auth instance with better-auth's SSO plugin (@better-auth/sso) for one provider's
 * sign-in: the provider is read from its table (sso_provider), and PKCE, the single-use state, the
 * discovery document's issuer and the ID token's signature, issuer, audience and expiry are the
 * plugin's checks. Ours: the nonce, who the provider may sign in (resolveUser), the code step
 * after it (codeStepAfterSso), and the outbound address policy, checked first by discover(): the
 * plugin fetches only from public addresses or its trusted origins, so the origins our policy
 * allowed are its trusted origins here (an inside provider where SSO_ALLOW_PRIVATE_NETWORKS).
 * The instance serves only these two steps. Call it inside withOutboundPolicy.
 */
function ssoAuth(db: Database, provider: ProviderRow, discovery: Discovery) {
  const base = authOptions(db);
  const named = [discovery.issuer, ...NAMED_URLS.map((name) => discovery[name])].filter((url): url is string => url !== undefined);
  return betterAuth({
    ...base,
    trustedOrigins: [...new Set([...base.trustedOrigins, ...named.map((url) => new URL(url).origin)])],
    // resolveUser runs inside the transaction that links the account and makes the session.
    database: drizzleAdapter(db, { provider: "pg", schema: { ...authTables, ssoProvider: ssoProviderForAuth }, transaction: true }),
    logger: {
      log: (level, message, ...details) => {
        noteTokenRefusal(message);
        base.logger.log(level, message, ...details);
      },
    },
    onAPIError: { errorURL: SSO_ERROR_PAGE },
    plugins: [
      sso({
        resolveUser,
        disableImplicitSignUp: true,
        // Providers are registered in Settings (server/services/sso-providers), never through the plugin's endpoints.
        providersLimit: 0,
        organizationProvisioning: { disabled: true },
      }),
      codeStepAfterSso(db, provider),
    ],
  });
}

/** The provider serving an e-mail's domain, if any. */
async function providerForEmail(db: Database, email: string): Promise<ProviderRow | undefined> {
  const domain = emailDomain(email);
  const providers = await db.select().from(ssoProviders);
  return providers.find((row) => domainsOf(row.domain).includes(domain));
}

/** Password sign-in for a domain whose provider is required is refused (403) before the password is checked. */
export async function assertPasswordAllowed(db: Database, email: string): Promise<void> {
  const domain = emailDomain(email);
  const required = await db.select({ domain: ssoProviders.domain }).from(ssoProviders).where(eq(ssoProviders.required, true));
  if (required.some((row) => domainsOf(row.domain).includes(domain))) throw new AppError("FORBIDDEN", { key: "peopleEMailDomain" });
}

/** A request to better-auth's own endpoint, made from the browser's (its cookies and address). */
function innerRequest(request: Request, path: string, body: unknown): Request {
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Request(new URL(path, request.url), { method: "POST", headers, body: JSON.stringify(body) });
}

const secureCookies = () => new URL(env.DEPLOYMENT_URL).protocol === "https:";

/** POST /api/auth/sign-in/sso: where to send the browser for this e-mail (state and PKCE verifier kept by better-auth, the nonce by us). */
export async function startSso(request: Request, email: string): Promise<Response> {
  const db = await getDb();
  const provider = await providerForEmail(db, email);
  if (!provider) throw new AppError("NOT_FOUND", { key: "singleSignSetUp" });
  return withOutboundPolicy(ssoPolicy(), async () => {
    const auth = ssoAuth(db, provider, await discover(provider.issuer));
    const started = await auth.handler(
      innerRequest(request, "/api/auth/sign-in/sso", { providerId: provider.providerId, callbackURL: "/", errorCallbackURL: SSO_ERROR_PAGE, loginHint: email }),
    );
    if (!started.ok) return started;
    const { url } = (await started.json()) as { url: string };
    const nonce = generateRandomString(32);
    const authorization = new URL(url);
    authorization.searchParams.set("nonce", nonce);
    const answer = Response.json({ url: authorization.toString(), redirect: true });
    for (const cookie of started.headers.getSetCookie()) answer.headers.append("set-cookie", cookie);
    const attributes = `Path=/api/auth/sso/callback; HttpOnly; SameSite=Lax; Max-Age=${NONCE_SECONDS}${secureCookies() ? "; Secure" : ""}`;
    answer.headers.append("set-cookie", `${NONCE_COOKIE}=${nonce}; ${attributes}`);
    return answer;
  });
}

/** better-auth's callback error codes, as the reasons the sign-in page explains. */
function reasonOf(code: string | null, state: CallbackState): string {
  if (code && REFUSALS.has(code)) return code;
  if (state.tokenRefusal) return state.tokenRefusal;
  if (code === "signup_disabled") return "sso_unknown_person";
  if (code?.includes("state")) return "sso_state_invalid";
  return "sso_failed";
}

const cookieValue = (request: Request, name: string) =>
  (request.headers.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim().split("="))
    .find(([key]) => key === name)?.[1];

/**
 * GET /api/auth/sso/callback/{providerId}: better-auth checks the state, exchanges the code with
 * the PKCE verifier, verifies the ID token; resolveUser decides whom it may sign in, and a person
 * with two-factor sign-in goes on to the code step. A refusal lands on the sign-in page with the
 * reason in `sso`.
 */
export async function finishSso(request: Request, providerId: string): Promise<Response> {
  const db = await getDb();
  const [provider] = /^[0-9a-f-]{36}$/i.test(providerId) ? await db.select().from(ssoProviders).where(eq(ssoProviders.providerId, providerId)) : [];
  const redirect = (query: string) => new Response(null, { status: 302, headers: { location: `${SSO_ERROR_PAGE}?sso=${query}` } });
  if (!provider) return redirect("sso_failed");
  const signedIn = await (await getAuth()).api.getSession({ headers: request.headers }).catch(() => null);
  const state: CallbackState = { domains: domainsOf(provider.domain), nonce: cookieValue(request, NONCE_COOKIE), signedInUserId: signedIn?.user.id };
  const answered = await withOutboundPolicy(ssoPolicy(), async () => {
    let auth;
    try {
      auth = ssoAuth(db, provider, await discover(provider.issuer));
    } catch (error) {
      return redirect(discoveryRefusal(error) ?? "sso_failed");
    }
    return callbackState.run(state, () => auth.handler(request));
  });
  const response = new Response(answered.body, answered);
  // The nonce is for one callback.
  response.headers.append("set-cookie", `${NONCE_COOKIE}=; Path=/api/auth/sso/callback; HttpOnly; SameSite=Lax; Max-Age=0${secureCookies() ? "; Secure" : ""}`);
  const location = response.headers.get("location");
  if (!location) return response;
  const code = new URL(location, request.url).searchParams.get("error");
  if (!code && !state.codeStep && !state.passkeyRequired) return response;
  const answer = redirect(state.codeStep ? SSO_CODE_STEP : state.passkeyRequired ? "sso_passkey_required" : reasonOf(code, state));
  // Keep better-auth's cookie changes (the state cookie cleared, the session's dropped, the code step's challenge).
  for (const cookie of response.headers.getSetCookie()) answer.headers.append("set-cookie", cookie);
  return answer;
}
